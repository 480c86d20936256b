import type { AreaSeed } from '../http/server-area';
import { addSegments, lastYearsEnd, teamNamed } from './demo-segments';
import { addDemoSoftware } from './demo-software';
import { addGeneratedSoftware } from './software-generator';

/** The software area's demo (products, licences for most people, two licence segments) and `--software N`. */
export const softwareSeed: AreaSeed = {
  demo: async (tx, ctx) => {
    // Each signed-in person holds Slack, Microsoft 365 and 1Password.
    await addDemoSoftware(tx, ctx);
    const sales = await teamNamed(tx, ctx.demoCompanyId, 'Sales');
    await addSegments(tx, { companyId: ctx.demoCompanyId, authorEmail: 'admin@demo.test' }, [
      {
        object: 'license',
        name: 'Deactivated this year',
        definition: {
          match: 'all',
          conditions: [
            { field: 'active', op: 'equals', value: '0' },
            { field: 'date_deactivated', op: 'after', value: lastYearsEnd(ctx.today) },
          ],
        },
      },
      ...(sales
        ? [
            {
              object: 'license' as const,
              name: 'Sales team licences',
              definition: { match: 'all' as const, conditions: [{ field: 'team', op: 'in_team' as const, value: sales.id }] },
            },
          ]
        : []),
    ]);
  },
  generate: {
    option: 'software',
    run: async (db, p) => {
      const added = await addGeneratedSoftware(db, p);
      return `${added.products} software products with ${added.licenses} licences`;
    },
  },
};
