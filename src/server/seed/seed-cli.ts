// npm run seed -- --people 100000 --cars 100000 --assets 20000 --trainings 2000 --software 2000 --contracts 5000 --days-off 50000 [--company "Demo Company"] [--demo]
// Fills a company with generated data for benchmarks: people and vehicles here, every other
// area's objects through its seed's option (AreaSeed.generate, attached in server/areas.ts).
import { parseArgs } from 'node:util';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { areaSeeds } from '../areas';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { companies } from '../db/schema/companies';
import { employees, teamMembers, teams } from '../db/schema/people';
import { cars } from '../db/schema/fleet';
import { addCars, generateFleet } from './cars-generator';
import { withCompanyWrite } from '../sync/write-lock';
import { addPeople, insertInChunks } from './company-builder';
import { ensureDemoData } from './demo';
import { fillCustomValues } from './demo-custom-fields';
import { generatePerson } from './people-generator';
import { mulberry32 } from './random';

const generators = areaSeeds().flatMap((s) => s.generate ?? []);
const { values } = parseArgs({
  options: {
    people: { type: 'string' },
    cars: { type: 'string' },
    ...Object.fromEntries(generators.map((g) => [g.option, { type: 'string' as const }])),
    company: { type: 'string', default: 'Demo Company' },
    demo: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
const countArg = (name: string): string | undefined => {
  const v = (values as Record<string, string | boolean | undefined>)[name];
  return typeof v === 'string' ? v : undefined;
};

const count = (v: string | undefined) => {
  const n = v === undefined ? 0 : Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`Not a count from 0 to 1000000: ${v}`);
  return n;
};

if (values.help || !['people', 'cars', ...generators.map((g) => g.option)].some((o) => countArg(o))) {
  console.log(`Usage: npm run seed -- [--people N] [--cars N] ${generators.map((g) => `[--${g.option} N] `).join('')}[--company "Demo Company"] [--demo]`);
  process.exit(values.help ? 0 : 1);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// As the server does: the demo company is made on a DATABASE_URL server only with --demo or DEMO=1.
if (config.demo) await ensureDemoData(database.db);
const db = database.db;
const [company] = await db.select().from(companies).where(eq(companies.name, values.company!));
if (!company) throw new Error(`No company named ${values.company}${config.demo ? '' : ' (add --demo to create the demo companies)'}`);

const people = count(values.people);
if (people) {
  const started = Date.now();
  const companyTeams = await db.select({ id: teams.id }).from(teams).where(eq(teams.company_id, company.id));
  const rng = mulberry32(Date.now());
  const batch = Array.from({ length: people }, (_, i) => generatePerson(rng, company.id, 'generated.test', 100_000 + i));
  await addPeople(db, batch);
  await insertInChunks(
    batch.map((p, i) => ({ company_id: company.id, team_id: companyTeams[i % companyTeams.length]!.id, employee_id: p.id })),
    (chunk) => db.insert(teamMembers).values(chunk),
  );
  await withCompanyWrite(db, { companyId: company.id, userId: null }, (tx) =>
    fillCustomValues(tx, rng, { companyId: company.id, type: 'employee', ids: batch.map((p) => p.id) }),
  );
  console.log(`Added ${people} people to ${company.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const carCount = count(values.cars);
if (carCount) {
  const started = Date.now();
  // Drivers are the company's current people; the plates continue after the vehicles already there.
  const drivers = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, company.id), or(isNull(employees.active_until), sql`${employees.active_until} >= current_date`)));
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(cars);
  const rng = mulberry32(Date.now());
  const features = { feature_flags: company.feature_flags, integration_features: company.integration_features };
  const batch = generateFleet(rng, {
    companyId: company.id,
    personIds: drivers.map((d) => d.id),
    count: carCount,
    firstIndex: 10_000 + Number(existing?.n ?? 0),
    features,
  });
  // Under the company's write lock, so a server pulling meanwhile cannot skip any of them.
  // Their custom field values too (list benchmarks sort and filter on them), in the same write.
  const filled = await withCompanyWrite(db, { companyId: company.id, userId: null }, async (tx) => {
    await addCars(tx, batch);
    return fillCustomValues(tx, rng, { companyId: company.id, type: 'car', ids: batch.map((c) => c.id!) });
  });
  console.log(`Added ${carCount} vehicles to ${company.name}${filled ? ' with custom field values' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
for (const g of generators) {
  const n = count(countArg(g.option));
  if (!n) continue;
  const started = Date.now();
  const added = await g.run(db, { companyId: company.id, count: n, seed: Date.now() });
  console.log(`Added ${added} to ${company.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// The lists' queries are planned from these statistics (database.ts maintain).
await database.maintain();
await database.close();
