-- The result line of the bench's wrk scripts (bench-mixed.lua, bench-visitors.lua), loaded by each with
-- dofile: wrk's summary and latency histogram as one JSON line after a marker (bench-histogram.mjs reads it).
--
-- The whole latency histogram (distinct values in µs, each with its count) and the counts, so that the
-- processes' histograms can be merged exactly for the overall
-- percentiles. It is the histogram wrk's own report reads: wrk has already corrected it for
-- coordinated omission (stats_correct adds, for each answer slower than twice the mean interval, the
-- requests the stalled connection would have sent), so its counts exceed the requests when there are
-- stalls. latency(i) scans wrk's 1-µs buckets from the smallest value, so the loop costs about the
-- sum of all recorded latencies (connections × duration): a second or two after the run, never during it.
return function(summary, latency)
  local out = {}
  for i = 1, #latency do
    local value, count = latency(i)
    out[#out + 1] = string.format("[%d,%d]", value, count)
  end
  local e = summary.errors
  io.write(string.format(
    '\nJTT-WRK-RESULT {"requests":%d,"durationUs":%d,"bytes":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latencyUs":[%s]}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout, table.concat(out, ",")))
end
