import { configure } from '@testing-library/react';
// Component tests render pages without the signed-in frame, which loads the areas' texts in the app.
import '../locales/console-texts.ts';

// What a test waits for (findBy…, waitFor) may take seconds on a loaded machine: one setting for every
// file (the files share a worker's modules, so a file's own setting would leak into the next anyway).
configure({ asyncUtilTimeout: 10_000 });
