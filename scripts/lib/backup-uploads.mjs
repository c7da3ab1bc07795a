// The uploads of a backup (media and documents, as files/<folder>): copied from CMS_DATA_DIR or the S3
// bucket, and put back so that a failed restore leaves the current ones in place (scripts/lib/backup.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { downloadUploads, replaceUploads, uploadsBucket } from './uploads-bucket.mjs'

/** Folders under CMS_DATA_DIR that hold uploads (see apps/cms/src/collections/{Media,Documents}). */
const UPLOAD_DIRS = ['media', 'documents']

/** Copies the uploads of the CMS `env` names into the folder `to` (one subfolder per upload folder). */
export async function copyUploads(env, to) {
  const bucket = uploadsBucket(env)
  for (const dir of UPLOAD_DIRS) {
    const source = path.join(env.CMS_DATA_DIR, dir)
    if (bucket) await downloadUploads(bucket, dir, path.join(to, dir))
    else if (fs.existsSync(source)) fs.cpSync(source, path.join(to, dir), { recursive: true })
  }
}

/**
 * Copies the backup's uploads beside the current ones (CMS_DATA_DIR/.restoring) before anything is
 * replaced, so a full disk stops the restore early; a bucket is written from the backup directly.
 */
export function stageUploads(env, from) {
  if (uploadsBucket(env)) return null
  const staging = path.join(env.CMS_DATA_DIR, '.restoring')
  fs.rmSync(staging, { recursive: true, force: true })
  for (const dir of UPLOAD_DIRS) {
    const saved = path.join(from, 'files', dir)
    fs.mkdirSync(path.join(staging, dir), { recursive: true })
    if (fs.existsSync(saved)) fs.cpSync(saved, path.join(staging, dir), { recursive: true })
  }
  return staging
}

/** Puts the staged uploads (or, into a bucket, the backup's) in place of the current ones. */
export async function putBackUploads(env, from, staging) {
  const bucket = uploadsBucket(env)
  for (const dir of UPLOAD_DIRS) {
    if (bucket) {
      await replaceUploads(bucket, dir, path.join(from, 'files', dir))
      continue
    }
    fs.rmSync(path.join(env.CMS_DATA_DIR, dir), { recursive: true, force: true })
    fs.renameSync(path.join(staging, dir), path.join(env.CMS_DATA_DIR, dir))
  }
  if (staging) fs.rmSync(staging, { recursive: true, force: true })
}
