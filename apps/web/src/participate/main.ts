import '../styles.css';
import { startPage } from './page';

/** The participation page's own small entry, separate from the organiser app (see page.ts). */
const root = document.getElementById('participate');
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

if (root) void startPage(root, token);
