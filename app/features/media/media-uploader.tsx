/**
 * Uploading photos from the desk: drop them on the zone or choose them, several at once. Each
 * file is its own request (POST /admin/media/upload, the file as the body), so each has its own
 * progress bar; two go at a time. The server's refusals are shown under the file they concern.
 */
import { useCallback, useId, useRef, useState } from 'react'
import type { MediaCopy } from './media-copy'
import { ACCEPTED_TYPES, MAX_UPLOAD_BYTES, uploadErrorCodes, type MediaItem, type UploadErrorCode } from './media-schema'

export const UPLOAD_URL = '/admin/media/upload'
const PARALLEL = 2

type Upload = {
  id: number
  name: string
  state: 'waiting' | 'sending' | 'processing' | 'done' | 'duplicate' | 'error'
  percent: number
  error?: UploadErrorCode | 'network'
}

type Answer = { status: number; body: unknown }

function send(file: File, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${UPLOAD_URL}?name=${encodeURIComponent(file.name)}`)
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.upload.onload = () => {
      onProgress(1)
    }
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => {
      reject(new Error('network'))
    }
    xhr.send(file)
  })
}

function errorCodeOf(body: unknown): UploadErrorCode {
  // A desk refusal: its one issue names the reason (upload-media.server.ts).
  const code = (body as { issues?: { message?: unknown }[] } | undefined)?.issues?.[0]?.message
  return (uploadErrorCodes as readonly unknown[]).includes(code) ? (code as UploadErrorCode) : 'failed'
}

export function MediaUploader({ copy, onUploaded }: { copy: MediaCopy; onUploaded: (item: MediaItem) => void }) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const [isOver, setOver] = useState(false)
  const nextId = useRef(1)
  const hintId = useId()

  const patch = useCallback((id: number, change: Partial<Upload>) => {
    setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)))
  }, [])

  const uploadOne = useCallback(
    async (id: number, file: File) => {
      if (file.size > MAX_UPLOAD_BYTES) {
        patch(id, { state: 'error', error: 'tooLarge' })
        return
      }
      patch(id, { state: 'sending', percent: 0 })
      try {
        const answer = await send(file, (fraction) => {
          const percent = Math.round(fraction * 100)
          patch(id, percent >= 100 ? { state: 'processing', percent: 100 } : { percent })
        })
        const item = (answer.body as { item?: MediaItem } | undefined)?.item
        if ((answer.status === 200 || answer.status === 201) && item) {
          patch(id, { state: answer.status === 200 ? 'duplicate' : 'done', percent: 100 })
          onUploaded(item)
        } else patch(id, { state: 'error', error: errorCodeOf(answer.body) })
      } catch {
        patch(id, { state: 'error', error: 'network' })
      }
    },
    [patch, onUploaded],
  )

  const start = useCallback(
    (files: FileList | null) => {
      const list = [...(files ?? [])]
      if (list.length === 0) return
      const queued = list.map((file) => ({ id: nextId.current++, file }))
      setUploads((all) => [...queued.map(({ id, file }): Upload => ({ id, name: file.name, state: 'waiting', percent: 0 })), ...all])
      let next = 0
      const worker = async () => {
        while (next < queued.length) {
          const job = queued[next++]
          if (job) await uploadOne(job.id, job.file)
        }
      }
      for (let i = 0; i < Math.min(PARALLEL, queued.length); i++) void worker()
    },
    [uploadOne],
  )

  const t = copy.upload
  const statusText = (upload: Upload): string => {
    switch (upload.state) {
      case 'waiting':
        return t.waiting
      case 'sending':
        return t.sending(upload.percent)
      case 'processing':
        return t.processing
      case 'done':
        return t.done
      case 'duplicate':
        return t.duplicate
      case 'error':
        return upload.error === 'network' ? t.networkError : copy.errors[upload.error ?? 'failed']
    }
  }

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => {
          setOver(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          start(event.dataTransfer.files)
        }}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${isOver ? 'border-navy bg-sand/40' : 'border-sand bg-white'}`}
      >
        <p className="font-semibold text-navy">{t.drop}</p>
        <p className="text-sm text-muted">{t.or}</p>
        <label className="cursor-pointer rounded-full bg-navy px-5 py-2 font-semibold text-cream focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy">
          {t.choose}
          <input
            type="file"
            multiple
            accept={ACCEPTED_TYPES}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              start(event.currentTarget.files)
              event.currentTarget.value = ''
            }}
          />
        </label>
        <p id={hintId} className="text-sm text-muted">
          {t.hint}
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul aria-label={t.listLabel} className="mt-3 grid gap-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="rounded-lg border border-sand bg-white p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold break-all">{upload.name}</span>
                <span role={upload.state === 'error' ? 'alert' : 'status'} className={upload.state === 'error' ? 'text-red-900' : 'text-muted'}>
                  {statusText(upload)}
                </span>
              </div>
              <progress
                max={100}
                value={upload.state === 'error' ? 0 : upload.percent}
                aria-label={t.progress(upload.name)}
                className="mt-2 h-2 w-full accent-navy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
