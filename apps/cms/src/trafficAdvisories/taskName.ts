/** The job that runs an advisory's start or end (see boundaryTask.ts). */
export const TRAFFIC_BOUNDARY_TASK = 'trafficBoundary'
