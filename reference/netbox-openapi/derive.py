#!/usr/bin/env python3
"""Derives surface-4.2.2.json from NetBox 4.2.2's own OpenAPI document (drf-spectacular, as
published with go-netbox): what test/api/openapi-netbox.test.ts compares our /api/schema/ with.

    python3 reference/netbox-openapi/derive.py ../shared/reference/netbox-api/netbox-openapi-4.2.2.yaml

For each component: the components it refers to. For each operation ("GET /api/dcim/sites/", path
parameters written {id}): its operationId, the components its bodies refer to, and its query
parameters. Only names are kept; the schemas themselves stay in NetBox's document.
"""
import json
import re
import sys
from pathlib import Path

import yaml

METHODS = ('get', 'post', 'put', 'patch', 'delete')


def refs(node, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == '$ref' and isinstance(v, str):
                out.add(v.rsplit('/', 1)[-1])
            else:
                refs(v, out)
    elif isinstance(node, list):
        for v in node:
            refs(v, out)
    return out


def main(source: str) -> None:
    doc = yaml.safe_load(Path(source).read_text())
    components = {name: sorted(refs(schema, set())) for name, schema in sorted(doc['components']['schemas'].items())}
    operations = {}
    for path, item in sorted(doc['paths'].items()):
        template = re.sub(r'\{[^}]+\}', '{id}', path)
        for method in METHODS:
            op = item.get(method)
            if not op:
                continue
            operations[f'{method.upper()} {template}'] = {
                'operationId': op.get('operationId'),
                'refs': sorted(refs({k: op.get(k) for k in ('requestBody', 'responses')}, set())),
                'query': sorted(p['name'] for p in op.get('parameters', []) if p.get('in') == 'query'),
            }
    out = {'source': f"NetBox {doc['info']['version']} OpenAPI {doc['openapi']}", 'components': components, 'operations': operations}
    target = Path(__file__).with_name('surface-4.2.2.json')
    # One entry per line: readable diffs.
    lines = ['{', f'"source": {json.dumps(out["source"])},', '"components": {']
    lines += [f'{json.dumps(k)}: {json.dumps(v)}' + (',' if i < len(components) - 1 else '') for i, (k, v) in enumerate(components.items())]
    lines += ['},', '"operations": {']
    lines += [f'{json.dumps(k)}: {json.dumps(v)}' + (',' if i < len(operations) - 1 else '') for i, (k, v) in enumerate(operations.items())]
    lines += ['}', '}']
    target.write_text('\n'.join(lines) + '\n')
    print(f'{target}: {len(components)} components, {len(operations)} operations')


if __name__ == '__main__':
    main(sys.argv[1])
