import type { PayloadRequest } from 'payload'
import { dropWaitingJobs } from '../lib/waitingJobs'
import { TRAFFIC_BOUNDARY_TASK } from './taskName'

/**
 * Drops the boundary jobs of an advisory still waiting in the queue: of one edge when its time moves,
 * of both when it is unpublished or deleted. A deleted one's jobs must not outlive it: SQLite gives
 * its id to the next advisory created, which would then inherit them.
 */
export const dropWaitingBoundaries = (req: PayloadRequest, advisory: string, edge?: 'start' | 'end') =>
  dropWaitingJobs(req, TRAFFIC_BOUNDARY_TASK, { advisory, ...(edge ? { edge } : {}) })
