import cluster from 'node:cluster'
const n = Number(process.env.WORKERS ?? 2)
if (cluster.isPrimary) {
  const w = cluster.fork()
  w.once('listening', () => { for (let i = 1; i < n; i++) cluster.fork() })
  process.on('SIGTERM', () => { for (const w of Object.values(cluster.workers)) w.kill('SIGTERM') })
} else {
  await import('./start.mjs')
}
