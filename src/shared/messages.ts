// User-facing texts. The spec's own words are kept verbatim; the rest are ours, each area's in its
// <area>/<area>.messages.ts, assembled here so the server's answers and the client's toasts never
// drift apart. A new area adds its file as one key below.

import { httpMessages, validationMessages, moneyMessages, formMessages } from './common.messages';
import { authMessages } from './auth/auth.messages';
import { syncMessages } from './sync/sync.messages';
import { fleetMessages } from './fleet/fleet.messages';
import { assetsMessages } from './assets/assets.messages';
import { trainingsMessages } from './trainings/trainings.messages';
import { peopleMessages } from './people/people.messages';
import { activityMessages } from './activity/activity.messages';
import { tagsMessages } from './tags/tags.messages';
import { customFieldsMessages } from './custom-fields/custom-fields.messages';
import { segmentsMessages } from './segments/segments.messages';
import { documentsMessages } from './documents/documents.messages';

export const messages = {
  auth: authMessages,
  http: httpMessages,
  validation: validationMessages,
  money: moneyMessages,
  form: formMessages,
  sync: syncMessages,
  fleet: fleetMessages,
  assets: assetsMessages,
  trainings: trainingsMessages,
  people: peopleMessages,
  activity: activityMessages,
  tags: tagsMessages,
  customFields: customFieldsMessages,
  segments: segmentsMessages,
  documents: documentsMessages,
} as const;
