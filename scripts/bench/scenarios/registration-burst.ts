// A burst of 2,000 registrations in a minute from distinct addresses, then the time until their mails
// have reached the fake Resend.
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../../server/src/db/database';
import { queueStats } from '../../../server/src/services/jobs/queue-stats';
import type { Bench } from '../context';
import { botToken, nextAddress } from '../fakes';
import { PASSWORD } from '../options';
import { paced } from '../paced-load';
import { record } from '../results';

export async function registrationBurst(bench: Bench) {
  const { server, fakes } = bench;
  console.log('\nRegistration burst: 2,000 in a minute from distinct addresses, then the mail queue');
  const db = createDatabase(bench.databaseUrl, 2);
  try {
    fakes.resetMails();
    let registered = 0;
    const burstStarted = performance.now();
    // Evenly spaced: 2,000 in 60 s exactly (autocannon's overallRate, split over its connections,
    // rounds each connection's share down).
    const burst = await paced({
      origin: server.url,
      rate: 2000 / 60,
      seconds: 60,
      next: () => {
        registered += 1;
        const name = `burst_${registered}_${process.pid}`;
        return {
          method: 'POST',
          path: '/api/auth/register',
          body: JSON.stringify({
            username: name,
            email: `${name}@burst.example.org`,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            consent: true,
          }),
          headers: {
            'content-type': 'application/json',
            origin: `http://localhost:${server.port}`,
            'x-turnstile-token': botToken('register'),
            'x-forwarded-for': nextAddress(),
          },
        };
      },
    });
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const accepted = burst.requests - burst.non2xx - burst.errors;
    console.log(
      `  ${accepted} of ${burst.requests} accepted in ${burstSeconds.toFixed(1)} s (p99 ${burst.p99.toFixed(0)} ms, ${burst.non2xx} refused, ${burst.errors} failed)`,
    );
    let depth = Infinity;
    while (fakes.mails() < accepted || depth > 0) {
      if (performance.now() - burstStarted > 600_000) break;
      await new Promise((r) => setTimeout(r, 100));
      depth = (await queueStats(db)).find((q) => q.queue === 'mail')?.depth ?? 0;
    }
    const drainSeconds = (performance.now() - burstStarted) / 1000;
    record({
      figure: `registrations accepted of 2,000 offered in 60 s`,
      value: accepted,
      unit: '',
      baseline: 2000,
      baselineLabel: 'offered',
      target: '2,000',
      met: accepted === 2000,
    });
    record({
      figure: `registration p99 during the burst (ms)`,
      value: burst.p99,
      unit: 'ms',
      baseline: null,
      baselineLabel: '—',
      target: null,
      met: null,
    });
    record({
      figure: `mail queue drained (s from the burst's start; ${fakes.mails()} mails at the fake Resend)`,
      value: drainSeconds,
      unit: 's',
      baseline: burstSeconds,
      baselineLabel: 'the burst itself',
      target: '< 120 s',
      met: drainSeconds < 120 && fakes.mails() >= accepted,
      lowerIsBetter: true,
    });
  } finally {
    await db.destroy();
  }
}
