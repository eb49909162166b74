// Component tests render pages without the signed-in frame, which loads the areas' texts in the app.
import '../locales/console-texts.ts';
