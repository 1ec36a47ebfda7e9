# The whole set-up is `make start` and `make test` (README.md).
.PHONY: start test dev build install clean

# Install exactly the lockfile whenever package.json or the lockfile changed since the last
# install (scripts/lockfile.test.mjs keeps the lockfile acceptable to `npm ci`: decision 009).
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
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
