import '../styles.css';
import { startPage } from './page';
import { startRoundPage } from './round-page';

/** The participation page's own small entry, separate from the organiser app (see page.ts). */
const root = document.getElementById('participate');
// /participate/{token} is the first round's answer form; /participate/{token}/round a later round's ballot.
const [, , rawToken, section] = window.location.pathname.split('/');
const token = decodeURIComponent(rawToken ?? '');

if (root) void (section === 'round' ? startRoundPage(root, token) : startPage(root, token));
