-- wrk script of donations.bench.ts: every connection opens a checkout (POST /api/donations)
-- then pays it on the sandbox's card form (POST, answered 303), again and again. wrk gives a
-- script no per-connection state, so each thread keeps a queue of checkouts to pay: an answered
-- creation queues its checkout, and the next request of the thread pays the oldest one (in
-- practice the very connection that got the answer, which asks for its next request at once).
-- Settings from the environment: BENCH_CAMPAIGNS (campaign ids, comma-separated), BENCH_ORIGIN,
-- BENCH_OUT (file written at the end: one line per checkout created "C <session> <cents>",
-- per payment accepted "P <session>"), BENCH_PROOFS (prefix of the files of solved checkout
-- challenges, one per thread: support/bench-proofs.ts; each checkout sends the next one).
local campaigns = {}
for id in string.gmatch(os.getenv("BENCH_CAMPAIGNS") or "", "[^,]+") do
  campaigns[#campaigns + 1] = id
end
local origin = os.getenv("BENCH_ORIGIN") or "http://127.0.0.1"
local amounts = { "1", "5", "10", "20", "50", "100", "12.34", "7.5", "33.33", "1.99" }

local threads = {}
local counter = 1

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  threads[#threads + 1] = thread
end

function init()
  sequence = 0
  queue = {}
  head = 1
  tail = 0
  created = {}
  paid = {}
  refused = 0
  json_headers = { ["content-type"] = "application/json" }
  proofs = {}
  next_proof = 1
  local file = io.open((os.getenv("BENCH_PROOFS") or "") .. "." .. id)
  if file then
    for line in file:lines() do
      proofs[#proofs + 1] = line
    end
    file:close()
  end
  form_headers = { ["content-type"] = "application/x-www-form-urlencoded" }
end

function request()
  if head <= tail then
    local path = queue[head]
    queue[head] = nil
    head = head + 1
    return wrk.format("POST", path, form_headers, "holder_name=Banc&card_number=4242424242424242")
  end
  sequence = sequence + 1
  local campaign = campaigns[(sequence % #campaigns) + 1]
  local amount = amounts[(sequence % #amounts) + 1]
  local proof = proofs[next_proof]
  next_proof = next_proof + 1
  local body = '{' .. (proof and ('"proof":' .. proof .. ',') or '') .. '"campaign_id":"' .. campaign .. '","donor_name":"Donateur Banc","donor_email":"banc'
    .. id .. "-" .. sequence .. '@example.test","amount":' .. amount
    .. ',"accept_terms":true,"origin_url":"' .. origin .. '"}'
  return wrk.format("POST", "/api/donations", json_headers, body)
end

function response(status, headers, body)
  if status == 201 then
    local checkout = string.match(body, '"checkout_url":"https?://[^/"]+([^"]+)"')
    local session = string.match(body, '"session_id":"([^"]+)"')
    local amount = string.match(body, '"amount":([%d.]+)')
    if checkout and session and amount then
      created[#created + 1] = session .. " " .. math.floor(tonumber(amount) * 100 + 0.5)
      tail = tail + 1
      queue[tail] = checkout
      return
    end
  end
  if status == 303 then
    local location = headers["location"] or headers["Location"] or ""
    local session = string.match(location, "session_id=([%w_%-]+)")
    if session then
      paid[#paid + 1] = session
      return
    end
  end
  refused = refused + 1
end

function done(summary, latency, requests)
  local out = assert(io.open(os.getenv("BENCH_OUT"), "w"))
  for _, thread in ipairs(threads) do
    for _, line in ipairs(thread:get("created")) do
      out:write("C ", line, "\n")
    end
    for _, session in ipairs(thread:get("paid")) do
      out:write("P ", session, "\n")
    end
    out:write("R ", tostring(thread:get("refused")), "\n")
  end
  out:write("L50 ", tostring(latency:percentile(50)), "\n")
  out:write("L99 ", tostring(latency:percentile(99)), "\n")
  out:write("LMAX ", tostring(latency.max), "\n")
  out:write("N ", tostring(summary.requests), "\n")
  out:write("E ", tostring(summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout + summary.errors.status), "\n")
  out:write("T ", tostring(summary.duration), "\n")
  out:close()
end
