import pino from 'pino'

/** The process logger: one JSON object per line on stdout. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.secret'], remove: true },
})
export type Logger = typeof logger
