import '../styles.css';
import { msg, startLanguage } from './i18n';
import { initialLanguage } from './language-choice';
import { languageSwitcher } from './language-switcher';
import { setTitle } from './live-text';
import { startPage } from './page';
import { startRoundPage } from './round-page';

/** The participation page's own small entry, separate from the organiser app (see page.ts). */
const root = document.getElementById('participate');
// /participate/{token} is the first round's answer form; /participate/{token}/round a later round's ballot.
const [, , rawToken, section] = window.location.pathname.split('/');
const token = decodeURIComponent(rawToken ?? '');

// A language asked for is fetched at once, alongside the link (the pages wait for both); else the SWOT's follows it.
startLanguage(initialLanguage());
setTitle(msg('page.title'));

if (root) {
  root.before(languageSwitcher());
  void (section === 'round' ? startRoundPage(root, token) : startPage(root, token));
}
