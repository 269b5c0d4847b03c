/**
 * Debian's nginx as the load balancer in front of our instances, run as a foreground child with its
 * configuration, pid file, logs and temp files in a temp dir. Two listeners: `roundRobinUrl`
 * spreads every request over the instances, except that a request with `X-Instance: <name>` goes
 * to that instance (so a test decides which instance answers each step of a flow that crosses
 * both, whatever the instances send through the balancer themselves meanwhile); `stickyUrl` sends
 * all requests carrying one `X-Visitor` header to one instance (hash), so one visitor's challenge
 * and enquiry meet the same instance while different visitors spread over both. Every answer names
 * the instance that gave it in `X-Upstream` (`127.0.0.1:<port>`).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../support/server-process'

export type Nginx = { roundRobinUrl: string; stickyUrl: string; output: () => string; stop: () => Promise<void> }

export type Upstream = { name: string; port: number }

/** `roundRobinPort`: where the round-robin listener listens (known before, to be the instances' PUBLIC_URL). */
export async function startNginx(upstreams: Upstream[], options: { roundRobinPort?: number } = {}): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'wwd-faults-nginx-'))
  const [roundRobinPort, stickyPort] = [options.roundRobinPort ?? (await freePort()), await freePort()]
  const server = (port: number) => `    server 127.0.0.1:${String(port)} max_fails=1 fail_timeout=2s;`
  const servers = upstreams.map((upstream) => server(upstream.port)).join('\n')
  const location = (upstream: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }`
  const conf = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 1m;
  upstream round_robin {
${servers}
    keepalive 16;
  }
  upstream sticky {
    hash $http_x_visitor consistent;
${servers}
    keepalive 16;
  }
${upstreams.map((upstream) => `  upstream instance_${upstream.name} {\n${server(upstream.port)}\n  }`).join('\n')}
  map $http_x_instance $chosen {
    default round_robin;
${upstreams.map((upstream) => `    ${upstream.name} instance_${upstream.name};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${String(roundRobinPort)};${location('$chosen')}
  }
  server {
    listen 127.0.0.1:${String(stickyPort)};${location('sticky')}
  }
}
`
  const confFile = path.join(prefix, 'nginx.conf')
  writeFileSync(confFile, conf)
  // Debian installs it in /usr/sbin, which is not on every user's PATH; NGINX overrides.
  const binary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
  const child = spawn(binary, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve()
    }),
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)
  const roundRobinUrl = `http://127.0.0.1:${String(roundRobinPort)}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${String(child.exitCode)}:\n${output}`)
    try {
      await fetch(`${roundRobinUrl}/healthz`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    roundRobinUrl,
    stickyUrl: `http://127.0.0.1:${String(stickyPort)}`,
    output: () => output,
    async stop() {
      process.off('exit', killOnExit)
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
