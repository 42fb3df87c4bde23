// `npm run docs:mail`: writes the list of notices in docs/mail.md from the notices the modules
// define, so that the page says what the code sends (app-notices.test.ts fails when it does not).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '../app.ts';
import { definedNotices, noticesTable, withNoticesTable } from '../modules/mail/index.ts';

const file = path.resolve(import.meta.dirname, '../../../../docs/mail.md');
writeFileSync(file, withNoticesTable(readFileSync(file, 'utf8'), noticesTable(definedNotices())));
console.log(`docs/mail.md lists ${definedNotices().length} notices`);
