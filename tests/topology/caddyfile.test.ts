import { expect, test } from 'vitest'
import { topologyCaddyfile } from './caddyfile.ts'

const ports = { https: 3543, http: 3580, admin: 3519, upstreams: [3501, 3502] }

test("the test's Caddyfile is the deployed one on loopback with tls internal, its proxy settings untouched", () => {
  const text = topologyCaddyfile(ports)
  expect(text).toMatch(/^localhost:3543 \{\n\ttls internal$/m)
  expect(text).toContain('reverse_proxy 127.0.0.1:3501 127.0.0.1:3502 {')
  expect(text).toContain('health_uri /api/ready')
  expect(text).toContain('lb_try_duration')
  expect(text).toMatch(/admin 127\.0\.0\.1:3519/)
  expect(text).not.toMatch(/^\s*encode\b/m)
  expect(text).not.toContain('example.com.au')
})

test('a deploy Caddyfile of another shape is refused rather than tested half-way', () => {
  expect(() => topologyCaddyfile(ports, '{\n}\nexample.com.au {\n\treverse_proxy 127.0.0.1:3001 {\n\t}\n}\n')).toThrow(/reverse_proxy line/)
})
