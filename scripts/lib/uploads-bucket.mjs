// Uploads kept in an S3-compatible bucket (S3_BUCKET, see apps/cms/src/uploads/storage): copied into a
// backup's files/<collection> folders and put back from them, so a backup has the same layout whether
// the files lived on disk or in a bucket (and restores into either).
import fs from 'node:fs'
import path from 'node:path'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

/** Types of the files Payload stores (it keeps the extension); what the CMS serves them as. */
const TYPES = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

/** The bucket `env` points at, or null when uploads live under CMS_DATA_DIR. */
export function uploadsBucket(env) {
  if (!env.S3_BUCKET) return null
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return { client, bucket: env.S3_BUCKET, prefix: (env.S3_PREFIX ?? '').replace(/^\/+/, '') }
}

async function keysUnder({ client, bucket }, prefix) {
  const keys = []
  let ContinuationToken
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }))
    keys.push(...(page.Contents ?? []).map((o) => o.Key))
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
  return keys
}

/** Copies a collection's objects into the folder `to`. */
export async function downloadUploads(store, collection, to) {
  const prefix = `${store.prefix}${collection}/`
  for (const key of await keysUnder(store, prefix)) {
    const file = path.join(to, key.slice(prefix.length))
    if (!file.startsWith(path.resolve(to) + path.sep)) continue
    const answer = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, await answer.Body.transformToByteArray())
  }
}

/** Replaces a collection's objects with the files of the folder `from` (none when it is missing). */
export async function replaceUploads(store, collection, from) {
  const prefix = `${store.prefix}${collection}/`
  const old = await keysUnder(store, prefix)
  for (let i = 0; i < old.length; i += 1000) {
    const Objects = old.slice(i, i + 1000).map((Key) => ({ Key }))
    await store.client.send(new DeleteObjectsCommand({ Bucket: store.bucket, Delete: { Objects, Quiet: true } }))
  }
  if (!fs.existsSync(from)) return
  for (const name of fs.readdirSync(from, { recursive: true })) {
    const file = path.join(from, String(name))
    if (!fs.statSync(file).isFile()) continue
    await store.client.send(
      new PutObjectCommand({
        Bucket: store.bucket,
        Key: `${prefix}${String(name).split(path.sep).join('/')}`,
        Body: fs.readFileSync(file),
        ContentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      }),
    )
  }
}
