import { closeIdleConnectionsSoon } from '../../../../scripts/lib/test-fetch.mjs'

// Before every file (one process keeps them all: `isolate: false`); the first call is the only one.
closeIdleConnectionsSoon()
