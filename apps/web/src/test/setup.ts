import { configure } from '@testing-library/react';

// What a test waits for (findBy…, waitFor) — a lazy page's code, a dialog's animation — takes tens of
// milliseconds on a calm machine and seconds on a loaded CI one: one setting for every file rather
// than testing-library's 1 s (a tab page loaded after 1 s failed a CI run).
configure({ asyncUtilTimeout: 10_000 });
