import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';

// The VAD model, its worklet and onnxruntime-web's wasm are served by our own app, never a
// CDN: the app must work offline in a clinic. Copied by the plugin, not put in public/,
// because public/ breaks `vite dev` for the .mjs.
export default defineConfig({
  root: 'web',
  // The web app imports the HTTP contract's types (and only types: see eslint.config.js) by this alias.
  resolve: { alias: { '@contract': fileURLToPath(new URL('./server/src/contract', import.meta.url)) } },
  plugins: [
    react(),
    viteStaticCopy({
      targets: [
        { src: '../node_modules/@ricky0123/vad-web/dist/vad.worklet.bundle.min.js', dest: 'vad' },
        { src: '../node_modules/@ricky0123/vad-web/dist/silero_vad_v5.onnx', dest: 'vad' },
        { src: '../node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm', dest: 'ort' },
        { src: '../node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs', dest: 'ort' },
      ],
    }),
  ],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
