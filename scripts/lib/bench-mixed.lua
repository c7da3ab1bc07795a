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

-- The result line, shared with bench-visitors.lua (bench-wrk-result.lua, beside this file).
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local write_result = dofile(here .. "bench-wrk-result.lua")

function done(summary, latency)
  write_result(summary, latency)
end
