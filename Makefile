# The whole set-up is `make start` and `make test` (README.md).
.PHONY: start test dev build install clean

# Install whenever package.json or the lockfile changed since the last install.
# note: `npm install`, not `npm ci`: the registry this project is built against lacks some
# platform packages that tailwind lists as optional (android, darwin, windows), and `npm ci`
# refuses a lockfile without them; `npm install` skips them and keeps the lockfile's pins.
node_modules/.installed: package.json package-lock.json
	npm install --no-audit --no-fund
	@touch $@

install: node_modules/.installed

build: install
	npm run build

start: build
	npm start

test: install
	npm test

dev: install
	npm run build:hooks
	npm run dev

clean:
	rm -rf pb_public pb_hooks/*.pb.js pb_hooks/lib node_modules/.cache
