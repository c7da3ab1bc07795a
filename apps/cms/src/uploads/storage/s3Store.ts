import fs from 'node:fs'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { ObjectStore } from './types'

type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, R2, …); empty for AWS. */
  endpoint: string
  /** Key prefix inside the bucket, e.g. `jtt/`; the collection's slug follows it. */
  prefix: string
  /** Empty: the SDK's own chain (AWS_* variables, instance role). */
  accessKeyId: string
  secretAccessKey: string
}

const clients = new Map<string, S3Client>()

function clientFor(settings: S3Settings): S3Client {
  const id = `${settings.endpoint}|${settings.region}|${settings.accessKeyId}`
  let client = clients.get(id)
  if (!client) {
    client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // The SDK's default checksums (streamed `aws-chunked` bodies) are not understood by every
      // S3-compatible service; the ones S3 itself requires are still sent.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    clients.set(id, client)
  }
  return client
}

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/** One upload collection's files in an S3 bucket, under `<prefix><collection>/<file name>`. */
export function s3Store(settings: S3Settings, collection: string): ObjectStore {
  const client = clientFor(settings)
  const Bucket = settings.bucket
  const key = (name: string) => `${settings.prefix}${collection}/${name}`
  return {
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }))
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
          contentType: head.ContentType,
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async read(name, range) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key(name), Range: range && `bytes=${range.start}-${range.end}` }),
      )
      if (!answer.Body) throw new Error(`S3 sent no body for ${key(name)}`)
      return answer.Body.transformToWebStream()
    },
    async write(name, body, contentType) {
      const size = 'data' in body ? body.data.length : (await fs.promises.stat(body.path)).size
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: 'data' in body ? body.data : fs.createReadStream(body.path),
          ContentLength: size,
          ContentType: contentType,
        }),
      )
    },
    async remove(names) {
      if (names.length === 0) return
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: names.map((name) => ({ Key: key(name) })), Quiet: true },
        }),
      )
    },
  }
}
