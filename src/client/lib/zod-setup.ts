import { installZodMessages } from '../../shared/zod-messages';

// The entry's first import (main.tsx), so it runs before any module builds a schema: zod decides
// at construction whether to compile an object's parser, and its probe (`new Function`) is
// refused by the page's Content-Security-Policy, which the browser reports as an issue.
installZodMessages({ jitless: true });
