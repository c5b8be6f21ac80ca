import RecordRTC from 'recordrtc';
import type { ChunkRecorder } from './chunker';

/**
 * One chunk's recorder: RecordRTC's MediaStreamRecorder, i.e. the browser's own MediaRecorder
 * writing opus in webm. Not StereoAudioRecorder: that one writes WAV, ten times the bytes on a
 * clinic's network. RecordRTC rather than a bare MediaRecorder because it smooths over browser
 * differences in mime type support and stop/data-available ordering.
 *
 * A new recorder per chunk makes every chunk a complete file that starts with its own header.
 * Such files carry no duration or cues; no remux is needed, because the server decodes every
 * chunk to PCM with ffmpeg, which reads them as they are.
 */
export function createWebmRecorder(stream: MediaStream): ChunkRecorder {
  const mimeType = typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : 'audio/webm';
  const recorder = new RecordRTC(stream, {
    type: 'audio',
    mimeType: mimeType as 'audio/webm',
    recorderType: RecordRTC.MediaStreamRecorder,
    disableLogs: true,
  });
  return {
    start: () => recorder.startRecording(),
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
