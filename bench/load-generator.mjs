// One autocannon run in a process of its own: `node bench/load-generator.mjs '<options as JSON>'`
// prints autocannon's result as JSON. bench/load.ts starts it.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
autocannon(options, (error, result) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(result));
});
