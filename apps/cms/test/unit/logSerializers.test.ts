import { describe, expect, it } from 'vitest'
import { serializeError } from '../../src/lib/logSerializers'
import { NOTIFY_TASK } from '../../src/publishing/notifier'

/** Payload's TaskError: the handler's message, and the job (with earlier attempts' errors) in `args`. */
class TaskError extends Error {
  constructor(
    message: string,
    readonly args: Record<string, unknown>,
  ) {
    super(message)
  }
}

describe('logged errors', () => {
  it('a retried site notification is one line: type and message, no stack anywhere', () => {
    const earlier = new Error('earlier attempt')
    const error = new TaskError('http://site/api/revalidate did not take the notification', {
      taskSlug: NOTIFY_TASK,
      job: { log: [{ error: { stack: earlier.stack } }] },
    })
    const logged = serializeError(error)
    expect(logged).toEqual({ type: 'TaskError', message: error.message })
    expect(JSON.stringify(logged)).not.toMatch(/\bat .+:\d+:\d+/)
  })

  it('any other error keeps its stack', () => {
    const other = new TaskError('a task of another kind failed', { taskSlug: 'sendEmail' })
    expect((serializeError(other) as { stack?: string }).stack).toMatch(/at .+:\d+:\d+/)
    expect((serializeError(new Error('boom')) as { stack?: string }).stack).toContain('boom')
  })
})
