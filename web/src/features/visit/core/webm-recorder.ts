import RecordRTC from 'recordrtc';
import type { ChunkRecorder } from './chunker';

/**
 * One chunk's recorder: RecordRTC's MediaStreamRecorder (the browser's MediaRecorder) writing
 * webm/opus. A new recorder per chunk makes every chunk a complete file with its own header.
 * Such files carry no duration or cues; that needs no remux, because the server decodes each
 * chunk to PCM with ffmpeg, which reads them as they are.
 */
export function createWebmRecorder(stream: MediaStream): ChunkRecorder {
  const recorder = new RecordRTC(stream, {
    type: 'audio',
    mimeType: 'audio/webm', // Chromium and Firefox record opus in webm
    recorderType: RecordRTC.MediaStreamRecorder,
    disableLogs: true,
  });
  return {
    start: () => recorder.startRecording(),
    pause: () => recorder.pauseRecording(),
    resume: () => recorder.resumeRecording(),
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.stopRecording(() => {
          const blob = recorder.getBlob();
          recorder.destroy();
          resolve(blob);
        });
      }),
  };
}
