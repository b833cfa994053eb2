import { spawn } from 'node:child_process'
import { projectRoot } from '../../server/paths.ts'

export type CliResult = { code: number | null; stdout: string; stderr: string }

/**
 * Runs one of the owner's commands as the shell would, from the project folder, with only PATH, HOME and `env`
 * (no test runner settings leak in) and `stdin` piped in; resolves with its exit code and what it printed.
 */
export function runCli(command: string, args: string[], { env = {}, stdin = '' }: { env?: NodeJS.ProcessEnv; stdin?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += String(chunk)))
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
}
