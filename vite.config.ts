import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Writes which of our source modules each browser chunk holds, and what it imports, to
 * build/client/.vite/chunk-modules.json (never served: static files skip dot-directories). The
 * browser tests read it to prove that public pages load no desk code.
 */
function chunkModules(): Plugin {
  return {
    name: 'wwd-chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const root = process.cwd()
      const chunks: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = {
          modules: [
            ...new Set(
              output.moduleIds
                .map((id) => id.replace(/\?.*$/, ''))
                .filter((id) => path.isAbsolute(id) && !id.includes('/node_modules/'))
                .map((id) => path.relative(root, id)),
            ),
          ],
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) })
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  resolve: { tsconfigPaths: true },
  // The manifest (build/client/.vite/manifest.json) is kept for the same test.
  build: { assetsInlineLimit: 0, manifest: true },
})
