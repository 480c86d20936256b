// npm run seed -- --people 100000 [--company "Demo Company"]
// Fills a company with generated data for benchmarks. Each area adds its option here as it lands.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { companies } from '../db/schema/companies';
import { teamMembers, teams } from '../db/schema/people';
import { addPeople, insertInChunks } from './company-builder';
import { ensureDemoData } from './demo';
import { generatePerson } from './people-generator';
import { mulberry32 } from './random';

const { values } = parseArgs({
  options: { people: { type: 'string' }, company: { type: 'string', default: 'Demo Company' }, help: { type: 'boolean' } },
});

const count = (v: string | undefined) => {
  const n = v === undefined ? 0 : Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`Not a count from 0 to 1000000: ${v}`);
  return n;
};

if (values.help || !values.people) {
  console.log('Usage: npm run seed -- --people N [--company "Demo Company"]');
  process.exit(values.help ? 0 : 1);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await ensureDemoData(database.db);
const db = database.db;
const [company] = await db.select().from(companies).where(eq(companies.name, values.company!));
if (!company) throw new Error(`No company named ${values.company}`);

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
  console.log(`Added ${people} people to ${company.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await database.close();
