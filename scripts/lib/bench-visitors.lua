-- The two visitors of the bench's mixed load (scripts/lib/bench-mixed.mjs), one with analytics cookies
-- and one without, measured on the same connections at the same moments, for wrk 4.1 (LuaJIT):
--   wrk -t<n> -c<n> -d<s> -s bench-visitors.lua <origin> -- <requests file>
-- One connection per thread (-t equal to -c), so that each thread's requests run strictly one after
-- another and an answer belongs to the request sent last: each is timed here (CLOCK_MONOTONIC through
-- LuaJIT's FFI) and counted in its visitor's histogram. The file has one request a line: the visitor
-- ("cookie" or "plain"), the path, then its headers, tab-separated; each path comes twice in a row, once
-- per visitor, the order alternating (cookie-plain, plain-cookie: ABBA), so that a stall of the machine,
-- a busy nginx worker or a page's own cost fall on both alike and only the cookie differs.
-- response() copies every body into Lua: that costs the load generator, equally for both visitors.

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } jtt_timespec;
  int clock_gettime(int clock_id, jtt_timespec *tp);
]]
local CLOCK_MONOTONIC = 1
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local write_result = dofile(here .. "bench-wrk-result.lua")
local clock = ffi.new("jtt_timespec")
local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, clock)
  return tonumber(clock.tv_sec) * 1000000 + math.floor(tonumber(clock.tv_nsec) / 1000)
end

-- Main state: each thread learns its number, to start at its own place in the list.
local threads = {}
local thread_count = 0
function setup(thread)
  thread_count = thread_count + 1
  thread:set("number", thread_count)
  threads[#threads + 1] = thread
end

-- Thread states.
local requests, visitors = {}, {}
local index = 0
local sent_at, sent_by = nil, nil
-- Flat globals, read by done() through thread:get (wrk's copy of a table of tables crashes it):
-- each visitor's histogram (µs → count) and count of answers not 2xx or 3xx.
cookie_latency, plain_latency = {}, {}
errors = { cookie = 0, plain = 0 }
local latency_of = { cookie = cookie_latency, plain = plain_latency }

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    local visitor, path, headers = nil, nil, {}
    for field in line:gmatch("[^\t]+") do
      if not visitor then
        visitor = field
      elseif not path then
        path = field
      else
        local name, value = field:match("^([^:]+):%s*(.*)$")
        headers[name] = value
      end
    end
    if path then
      assert(latency_of[visitor], "unknown visitor " .. visitor)
      requests[#requests + 1] = wrk.format("GET", path, headers)
      visitors[#visitors + 1] = visitor
    end
  end
  file:close()
  assert(#requests > 0 and #requests % 2 == 0, "no pairs of requests in " .. args[1])
  -- Threads start spread over the list, each at the first request of a pair.
  local per_thread = math.floor(#requests / 2 / tonumber(args[2] or 1)) * 2
  index = ((number or 1) - 1) * per_thread + 1
end

-- The next request is taken only once an answer has come: wrk also calls request() to check the
-- script (and again after a reconnection), which must not shift the pairs.
function request()
  sent_at, sent_by = now_us(), visitors[index]
  return requests[index]
end

function response(status)
  if not sent_at then return end
  local latency = latency_of[sent_by]
  local us = now_us() - sent_at
  latency[us] = (latency[us] or 0) + 1
  if status < 200 or status > 399 then errors[sent_by] = errors[sent_by] + 1 end
  sent_at = nil
  index = index % #requests + 1
end

-- wrk's own histogram (bench-wrk-result.lua, for the load's overall percentiles), then each
-- visitor's, summed over the threads.
function done(summary, latency)
  write_result(summary, latency)
  local merged = { cookie = { latency = {}, errors = 0 }, plain = { latency = {}, errors = 0 } }
  for _, thread in ipairs(threads) do
    local thread_errors = thread:get("errors")
    for visitor, m in pairs(merged) do
      m.errors = m.errors + thread_errors[visitor]
      for us, count in pairs(thread:get(visitor .. "_latency")) do m.latency[us] = (m.latency[us] or 0) + count end
    end
  end
  local parts = {}
  for _, visitor in ipairs({ "cookie", "plain" }) do
    local pairs_out, requests = {}, 0
    for us, count in pairs(merged[visitor].latency) do
      pairs_out[#pairs_out + 1] = string.format("[%d,%d]", us, count)
      requests = requests + count
    end
    parts[#parts + 1] = string.format('"%s":{"requests":%d,"errors":%d,"latencyUs":[%s]}',
      visitor, requests, merged[visitor].errors, table.concat(pairs_out, ","))
  end
  io.write(string.format('JTT-VISITORS {"durationUs":%d,%s}\n', summary.duration, table.concat(parts, ",")))
end
