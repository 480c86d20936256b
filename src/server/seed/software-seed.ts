import type { AreaSeed } from '../http/server-area';
import { addSegments, companyTeam, lastYearsEnd, type SegmentPlan } from './demo-segments';
import { addDemoSoftware } from './demo-software';
import { addGeneratedSoftware } from './software-generator';

/** The software area's demo (products, licences for most people, two licence segments) and `--software N`. */
export const softwareSeed: AreaSeed = {
  demo: async (tx, ctx) => {
    // Each signed-in person holds Slack, Microsoft 365 and 1Password.
    await addDemoSoftware(tx, ctx);
    const plans: SegmentPlan[] = [
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
    ];
    const sales = await companyTeam(tx, ctx.demoCompanyId, 'Sales');
    if (sales)
      plans.push({
        object: 'license',
        name: 'Sales team licences',
        definition: { match: 'all', conditions: [{ field: 'team', op: 'in_team', value: sales.id }] },
      });
    await addSegments(tx, { companyId: ctx.demoCompanyId, authorEmail: 'admin@demo.test' }, plans);
  },
  generate: {
    option: 'software',
    run: async (db, p) => {
      const added = await addGeneratedSoftware(db, p);
      return `${added.products} software products with ${added.licenses} licences`;
    },
  },
};
