// A stand-in for Razorpay, for the browser journeys only (playwright.config.ts starts it and points the e2e
// server's RAZORPAY_API_URL and RAZORPAY_CHECKOUT_URL at it). It speaks what Foursight uses of Razorpay:
// - the Orders API: POST /v1/orders with HTTP basic auth (key id : key secret) → the order, status "created";
// - the checkout script: GET /v1/checkout.js defines window.Razorpay, whose open() shows a small "Test payment"
//   window with Pay, Decline and Cancel. Pay asks this server to pay the order (POST /sign: the secret stays here,
//   as it stays with Razorpay) and hands the page razorpay_payment_id, razorpay_order_id and razorpay_signature =
//   HMAC-SHA256(order_id|payment_id, key secret), as Razorpay does; Decline raises payment.failed and keeps the
//   window open; Cancel (or Escape) calls modal.ondismiss; a paid order's payment is captured for the order's amount;
// - the Refunds API: POST /v1/payments/:id/refund with basic auth and {amount, speed, receipt, notes} → the refund,
//   only for a payment it captured and never more than was captured in all (a second full refund is refused);
// - GET /orders, GET /refunds: the orders and refunds it made (what the journeys check against); GET /health.
// Plain JavaScript so that node runs it without a compiler.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.E2E_RAZORPAY_PORT);
const keyId = process.env.RAZORPAY_KEY_ID;
const keySecret = process.env.RAZORPAY_KEY_SECRET;
if (!Number.isInteger(port) || port <= 0) throw new Error('Set E2E_RAZORPAY_PORT to the port to listen on');
if (!keyId || !keySecret) throw new Error('Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');

/** Orders created, oldest first. */
const orders = [];
/** Payments captured (by the checkout's Pay), by id. */
const payments = new Map();
/** Refunds made, oldest first. */
const refunds = [];

const randomId = (prefix) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

function send(response, status, body, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Razorpay's error body. */
function refuse(response, status, description, headers) {
  send(response, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', reason: 'NA' } }, headers);
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function authorised(request) {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return request.headers.authorization === expected;
}

function createOrder(request, response, body) {
  if (!authorised(request)) return refuse(response, 401, 'Authentication failed');
  if (!body || !Number.isInteger(body.amount) || body.amount < 100) {
    return refuse(response, 400, 'The amount must be atleast INR 1.00');
  }
  if (body.currency !== 'INR') return refuse(response, 400, 'The currency must be INR');
  const order = {
    id: randomId('order'),
    entity: 'order',
    amount: body.amount,
    amount_paid: 0,
    amount_due: body.amount,
    currency: body.currency,
    receipt: body.receipt ?? null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: body.notes ?? {},
    created_at: Math.floor(Date.now() / 1000),
  };
  orders.push(order);
  return send(response, 200, order);
}

function refundPayment(request, response, paymentId, body) {
  if (!authorised(request)) return refuse(response, 401, 'Authentication failed');
  const payment = payments.get(paymentId);
  if (!payment) return refuse(response, 400, 'The id provided does not exist');
  if (payment.status !== 'captured') return refuse(response, 400, 'The payment has not been captured');
  const left = payment.amount - payment.amount_refunded;
  if (left <= 0) return refuse(response, 400, 'The payment has been fully refunded already');
  // Razorpay refunds what is left when no amount is given.
  const amount = body?.amount ?? left;
  if (!Number.isInteger(amount) || amount < 100) return refuse(response, 400, 'The amount must be atleast INR 1.00');
  if (amount > left) return refuse(response, 400, 'The refund amount provided is greater than amount captured');
  if (body?.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum') {
    return refuse(response, 400, 'The selected speed is invalid.');
  }
  payment.amount_refunded += amount;
  const refund = {
    id: randomId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: body?.notes ?? {},
    receipt: body?.receipt ?? null,
    acquirer_data: { arn: null },
    created_at: Math.floor(Date.now() / 1000),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: body?.speed ?? 'normal',
  };
  refunds.push(refund);
  return send(response, 200, refund);
}

// The checkout page calls /sign from the site's origin.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };

/** Pays an order as Razorpay's checkout does, and signs the result with the key secret. */
function payOrder(response, body) {
  const order = orders.find((candidate) => candidate.id === body?.order_id);
  if (!order) return refuse(response, 400, 'The id provided does not exist', CORS);
  const paymentId = randomId('pay');
  payments.set(paymentId, {
    id: paymentId,
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    status: 'captured',
    amount_refunded: 0,
  });
  order.attempts += 1;
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
  const signature = createHmac('sha256', keySecret).update(`${order.id}|${paymentId}`).digest('hex');
  return send(
    response,
    200,
    { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: signature },
    CORS,
  );
}

/** The checkout script: window.Razorpay with a small, keyboard-usable payment window in the page. */
function checkoutScript(origin) {
  return `(() => {
  const SIGN_URL = ${JSON.stringify(`${origin}/sign`)};
  const KEY_ID = ${JSON.stringify(keyId)};
  const rupees = (paise) => '\\u20b9' + (paise / 100).toLocaleString('en-IN');
  function Razorpay(options) {
    if (!options || typeof options.handler !== 'function' || !options.order_id) {
      throw new Error('Razorpay: options.order_id and options.handler are required');
    }
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, listener) {
    this.listeners[event] = listener;
  };
  Razorpay.prototype.open = function () {
    const options = this.options;
    const listeners = this.listeners;
    const backdrop = document.createElement('div');
    backdrop.setAttribute('data-testid', 'razorpay-stand-in');
    Object.assign(backdrop.style, {
      position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(0,0,0,0.55)',
      display: 'flex', alignItems: 'center', justifyContent: 'center', fontFamily: 'system-ui, sans-serif',
    });
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'razorpay-stand-in-title');
    Object.assign(box.style, {
      background: '#fff', color: '#111', borderRadius: '8px', padding: '20px', width: 'min(340px, 90vw)',
      boxShadow: '0 10px 30px rgba(0,0,0,0.3)', borderTop: '6px solid ' + ((options.theme && options.theme.color) || '#3395ff'),
    });
    const title = document.createElement('h2');
    title.id = 'razorpay-stand-in-title';
    title.textContent = 'Test payment';
    title.style.margin = '0 0 8px';
    const details = document.createElement('p');
    details.style.margin = '0 0 4px';
    details.textContent = (options.name || '') + ': ' + (options.description || '') + ', ' + rupees(options.amount);
    const payer = document.createElement('p');
    payer.style.margin = '0 0 4px';
    payer.style.fontSize = '13px';
    const prefill = options.prefill || {};
    payer.textContent = 'Paying as ' + [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(', ');
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.style.minHeight = '1.2em';
    status.style.fontSize = '13px';
    const keyOk = options.key === KEY_ID;
    if (!keyOk) status.textContent = 'Invalid key: ' + options.key;
    const row = document.createElement('div');
    Object.assign(row.style, { display: 'flex', gap: '8px', marginTop: '12px' });
    const button = (label) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      Object.assign(element.style, { padding: '8px 14px', borderRadius: '6px', border: '1px solid #999', cursor: 'pointer' });
      row.append(element);
      return element;
    };
    const pay = button('Pay');
    const decline = button('Decline');
    const cancel = button('Cancel');
    pay.disabled = !keyOk;
    const previousFocus = document.activeElement;
    const close = () => {
      backdrop.remove();
      document.removeEventListener('keydown', onKey, true);
      if (previousFocus && previousFocus.isConnected) previousFocus.focus();
    };
    const dismiss = () => {
      close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    };
    const onKey = (event) => {
      if (event.key === 'Escape') dismiss();
    };
    pay.addEventListener('click', async () => {
      pay.disabled = true;
      status.textContent = 'Paying...';
      try {
        const response = await fetch(SIGN_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: options.order_id }),
        });
        const body = await response.json();
        if (!response.ok) throw new Error((body.error && body.error.description) || 'Payment failed');
        close();
        options.handler(body);
      } catch (error) {
        pay.disabled = false;
        status.textContent = String(error.message || error);
      }
    });
    decline.addEventListener('click', () => {
      status.textContent = 'Payment declined by the bank. Try again or cancel.';
      if (listeners['payment.failed']) {
        listeners['payment.failed']({
          error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined', reason: 'payment_failed',
            metadata: { order_id: options.order_id } },
        });
      }
    });
    cancel.addEventListener('click', dismiss);
    document.addEventListener('keydown', onKey, true);
    box.append(title, details, payer, status, row);
    backdrop.append(box);
    document.body.append(backdrop);
    (keyOk ? pay : cancel).focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const body = parseJson(Buffer.concat(chunks).toString('utf8'));
    const route = `${request.method} ${url.pathname}`;
    const refundOf = request.method === 'POST' ? /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname) : null;
    if (refundOf) return refundPayment(request, response, decodeURIComponent(refundOf[1]), body);
    switch (route) {
      case 'GET /health':
        return send(response, 200, { ok: true });
      case 'POST /v1/orders':
        return createOrder(request, response, body);
      case 'GET /orders':
        return send(response, 200, { orders });
      case 'GET /refunds':
        return send(response, 200, { refunds });
      case 'GET /v1/checkout.js':
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        return response.end(checkoutScript(`http://${request.headers.host}`));
      case 'OPTIONS /sign':
        response.writeHead(204, CORS);
        return response.end();
      case 'POST /sign':
        return payOrder(response, body);
      default:
        return refuse(response, 404, 'The requested URL was not found on the server.');
    }
  });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
