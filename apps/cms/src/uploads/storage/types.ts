import type { ByteRange } from '../byteRange'

/** What serving a stored file needs before sending it. */
type StoredFile = { size: number; modified: Date; etag: string; contentType?: string }

/** An upload's bytes: in memory, or Payload's temporary file for large uploads. */
export type FileBody = { data: Buffer } | { path: string }

/** Where an upload collection's files are read from: the data folder or an S3 bucket. */
export interface FileSource {
  /** The file's size, date and tag, or null when there is no such file. */
  stat(name: string): Promise<StoredFile | null>
  read(name: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>
}

/** A source the CMS also writes to itself (S3); the data folder is written by Payload. */
export interface ObjectStore extends FileSource {
  write(name: string, body: FileBody, contentType: string): Promise<void>
  remove(names: string[]): Promise<void>
}
