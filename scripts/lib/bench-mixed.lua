-- One wrk process of the bench's mixed load (scripts/lib/bench-mixed.mjs), for wrk 4.1 (LuaJIT):
--   wrk -t1 -c<n> -d<s> -s bench-mixed.lua <origin> -- <requests file>
-- The requests file has one request a line: the path, then its headers, tab-separated
-- ("/id?page=2<TAB>Cookie: _ga=…<TAB>Accept-Encoding: br, gzip"). The requests are formatted once in
-- init() and sent in turn, round-robin over the process's connections (wrk's advice for fast servers:
-- building a request per call costs the load generator what the server is being measured on).
-- No response() function: with one, wrk copies every body into Lua, which would cost more than most
-- answers take to serve. Status errors are therefore wrk's own count (status > 399); bench-mixed.mjs
-- checks every request once before the run for anything but 2xx.

local requests = {}
local next_index = 0

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    local path, headers = nil, {}
    for field in line:gmatch("[^\t]+") do
      if not path then
        path = field
      else
        local name, value = field:match("^([^:]+):%s*(.*)$")
        headers[name] = value
      end
    end
    if path then requests[#requests + 1] = wrk.format("GET", path, headers) end
  end
  file:close()
  assert(#requests > 0, "no requests in " .. args[1])
end

function request()
  next_index = next_index % #requests + 1
  return requests[next_index]
end

-- The whole latency histogram (distinct values in µs, each with its count) and the counts, as one JSON
-- line after a marker, so that the processes' histograms can be merged exactly for the overall
-- percentiles. It is the histogram wrk's own report reads: wrk has already corrected it for
-- coordinated omission (stats_correct adds, for each answer slower than twice the mean interval, the
-- requests the stalled connection would have sent), so its counts exceed the requests when there are
-- stalls. latency(i) scans wrk's 1-µs buckets from the smallest value, so the loop costs about the
-- sum of all recorded latencies (connections × duration): a second or two after the run, never during it.
function done(summary, latency, requests_stats)
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
