import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/images': api,
      '/connection': api,
      '/healthz': api,
    },
  },
});
