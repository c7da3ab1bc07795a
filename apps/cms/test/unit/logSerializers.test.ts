import { describe, expect, it } from 'vitest'
import { serializeError, serializeJob } from '../../src/lib/logSerializers'
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

describe('logged jobs', () => {
  it('a notification job keeps its log, without its earlier attempts’ stacks', () => {
    const earlier = new Error('earlier attempt')
    const job = {
      id: 53,
      totalTried: 2,
      log: [
        {
          taskSlug: NOTIFY_TASK,
          state: 'failed',
          error: { name: 'Error', message: earlier.message, stack: earlier.stack },
        },
        {
          taskSlug: 'sendEmail',
          state: 'failed',
          error: { name: 'Error', message: 'smtp', stack: 'Error: smtp\n    at x (y.js:1:2)' },
        },
      ],
    }
    const logged = serializeJob(job) as typeof job
    expect(logged.log[0]).toEqual({
      taskSlug: NOTIFY_TASK,
      state: 'failed',
      error: { name: 'Error', message: earlier.message },
    })
    // Other tasks' errors are logged whole, and the job's own fields stay.
    expect(logged.log[1]).toEqual(job.log[1])
    expect(logged).toMatchObject({ id: 53, totalTried: 2 })
    expect(JSON.stringify(logged.log[0])).not.toMatch(/\bat .+:\d+:\d+/)
  })

  it('anything that is not a job with a log passes as it is', () => {
    expect(serializeJob(null)).toBeNull()
    expect(serializeJob({ id: 1 })).toEqual({ id: 1 })
  })
})
