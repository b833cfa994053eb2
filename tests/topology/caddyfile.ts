import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../server/paths.ts'

export type TopologyPorts = { https: number; http: number; admin: number; upstreams: number[] }

/** Replaces exactly one occurrence, so a change of deploy/Caddyfile's shape fails the suite instead of testing something else. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))
  if (matches?.length !== 1) throw new Error(`deploy/Caddyfile: expected one ${what}, found ${matches?.length ?? 0}`)
  return text.replace(pattern, replacement)
}

/**
 * The operator's deploy/Caddyfile, moved onto loopback for the test: its global options say where Caddy listens
 * (and that it installs no root certificate into the system), the site is https://localhost with `tls internal`
 * instead of a public certificate, and the upstreams are the test's instances. Everything inside the
 * reverse_proxy block (health checks, retries, transport) is the operator's own.
 */
export function topologyCaddyfile(ports: TopologyPorts, deployed = readFileSync(path.join(projectRoot, 'deploy/Caddyfile'), 'utf8')): string {
  let text = replaceOnce(
    deployed,
    /^\{\n[\s\S]*?^\}\n/m,
    `{\n\tadmin 127.0.0.1:${ports.admin}\n\thttp_port ${ports.http}\n\thttps_port ${ports.https}\n\tskip_install_trust\n\tauto_https disable_redirects\n}\n`,
    'global options block',
  )
  text = replaceOnce(text, /^example\.com\.au \{$/m, `localhost:${ports.https} {\n\ttls internal`, 'site address "example.com.au {"')
  text = replaceOnce(text, /reverse_proxy 127\.0\.0\.1:3001 127\.0\.0\.1:3002 \{/, `reverse_proxy ${ports.upstreams.map((port) => `127.0.0.1:${port}`).join(' ')} {`, 'reverse_proxy line with two upstreams')
  return text
}
