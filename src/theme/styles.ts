/**
 * The global stylesheets. The entry (src/boot.ts) imports them so they are linked in index.html and
 * block the first paint; the prerendered start page must never paint unstyled.
 */
import '@mantine/core/styles.css';
import './theme.css';
import './reflow.css';
