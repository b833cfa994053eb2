import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server bundle's entry is our own Express launcher, which embeds the React Router handler.
    ssr: { build: { rollupOptions: { input: './server/main.ts' } } },
  },
})
