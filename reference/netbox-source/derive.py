#!/usr/bin/env python3
"""Derive data about NetBox's API from NetBox's source: its choice lists and its filtersets.

    python3 reference/netbox-source/derive.py choices /path/to/netbox-4.4.10/netbox > reference/netbox-source/choices-4.4.10.json
    python3 reference/netbox-source/derive.py filters /path/to/netbox-4.4.10/netbox > reference/netbox-source/filters-4.4.10.json
    python3 reference/netbox-source/derive.py search /path/to/netbox-4.4.10/netbox > reference/netbox-source/search-4.4.10.json

The source is read with Python's own parser: nothing of NetBox is imported or run, and only plain
data (names, values, labels) is written, never NetBox's code.

`choices`:
- `choice_sets`: every ChoiceSet class of `*/choices.py` → its choices in API order, each
  `{"value", "label"}` plus `"group"` when NetBox groups it (`('Copper', (…))`): the API's `label`
  is then the inner label, and OPTIONS lists the inner choices flattened, in order.
- `fields`: model key (`dcim.powerport`) → field → choice set, for every API field whose values come
  from a ChoiceSet: the serializer's `ChoiceField(choices=…)` where there is one, else the model
  field's `choices=…` (fields of abstract base models included).

`filters`: model key → its filterset class and every filter it declares (its own and its bases'):
`{"filter": "TreeNodeMultipleChoiceFilter", "field_name": "site__region", "lookup_expr": "in",
"to_field_name": "slug", "method": "…", "queryset": "Region", "declared_in": "DeviceFilterSet"}`
(keys only when set), plus `meta_fields`: the names NetBox generates from model fields (`Meta.fields`),
each with the model field's class (`CharField`, `ForeignKey`, …).

`search`: model key → what its filterset's `q` matches: the `search()` method the class's MRO picks,
read into an OR of terms (field path, Django lookup, the value expression and its conversion). See
reference/README.md.
"""
import ast
import json
import sys
from pathlib import Path


class Unresolved(Exception):
    pass


def literal(node, scopes):
    """Evaluates the small subset of Python that choice lists use."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.Tuple, ast.List)):
        return [literal(e, scopes) for e in node.elts]
    if isinstance(node, ast.Name):
        for scope in scopes:
            if node.id in scope:
                return scope[node.id]
        raise Unresolved(node.id)
    if isinstance(node, ast.Attribute):
        base = literal(node.value, scopes)
        if isinstance(base, dict) and node.attr in base:
            return base[node.attr]
        raise Unresolved(ast.unparse(node))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return literal(node.left, scopes) + literal(node.right, scopes)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return literal(node.left, scopes) * literal(node.right, scopes)
    if isinstance(node, ast.Call):
        func = node.func
        # _('Label') / gettext_lazy('Label'): the untranslated label.
        if isinstance(func, ast.Name) and func.id in ('_', 'gettext', 'gettext_lazy') and len(node.args) == 1:
            return literal(node.args[0], scopes)
        if isinstance(func, ast.Name) and func.id in ('list', 'tuple') and not node.args:
            return []
        # _('{n} inches').format(n=10)
        if isinstance(func, ast.Attribute) and func.attr == 'format':
            template = literal(func.value, scopes)
            args = [literal(a, scopes) for a in node.args]
            kwargs = {k.arg: literal(k.value, scopes) for k in node.keywords}
            return template.format(*args, **kwargs)
    raise Unresolved(ast.unparse(node))


LOGGING = {'DEBUG': 10, 'INFO': 20, 'WARNING': 30, 'ERROR': 40, 'CRITICAL': 50}


def choice_sets(root):
    """Every ChoiceSet class: name → its choices (flattened, with their group)."""
    classes = {}
    modules = {}
    for path in sorted(root.glob('*/choices.py')):
        modules[path] = (ast.parse(path.read_text(), str(path)), {'logging': LOGGING})
    # Two passes: a choice set may use another module's set (extras uses netbox.ButtonColorChoices).
    for _ in range(2):
        for path, (tree, module) in modules.items():
            for node in tree.body:
                if isinstance(node, ast.ImportFrom):
                    for alias in node.names:
                        if alias.name in classes:
                            module[alias.asname or alias.name] = classes[alias.name]
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    try:
                        module[node.targets[0].id] = literal(node.value, [module])
                    except Unresolved:
                        pass
                if not isinstance(node, ast.ClassDef):
                    continue
                ns = {}
                for base in node.bases:
                    if isinstance(base, ast.Name) and base.id in classes:
                        ns.update(classes[base.id])
                for stmt in node.body:
                    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                        try:
                            ns[stmt.targets[0].id] = literal(stmt.value, [ns, module])
                        except Unresolved:
                            pass
                classes[node.name] = ns
                module[node.name] = ns
    out = {}
    for name, ns in sorted(classes.items()):
        if not name.endswith('Choices'):
            continue  # ChoiceSet itself, its metaclass
        if 'CHOICES' not in ns:
            # CSVDelimiterChoices (a form's, never an API field's) uses a constant of another module.
            print(f'derive.py: {name}: CHOICES not resolved, left out', file=sys.stderr)
            continue
        items = []
        for choice in ns['CHOICES']:
            if isinstance(choice[1], list):
                for inner in choice[1]:
                    items.append({'value': inner[0], 'label': inner[1], 'group': choice[0]})
            else:
                items.append({'value': choice[0], 'label': choice[1]})
        out[name] = items
    return out


def keyword(call, name):
    for k in call.keywords:
        if k.arg == name:
            return k.value
    return None


def callee(call):
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def choices_name(call):
    """`choices=XChoices` (or `XChoices.CHOICES`) of a field constructor call, if any."""
    value = keyword(call, 'choices')
    if isinstance(value, ast.Attribute) and value.attr == 'CHOICES':
        value = value.value
    return value.id if isinstance(value, ast.Name) and value.id.endswith('Choices') else None


def assigned_calls(cls):
    """(name, call) for `name = Something(...)` statements in a class body."""
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            if isinstance(stmt.value, ast.Call):
                yield stmt.targets[0].id, stmt.value


def meta(cls):
    """The assignments of a class's inner `class Meta` as AST values."""
    for stmt in cls.body:
        if isinstance(stmt, ast.ClassDef) and stmt.name == 'Meta':
            return {m.targets[0].id: m.value for m in stmt.body if isinstance(m, ast.Assign) and isinstance(m.targets[0], ast.Name)}
    return {}


def base_names(cls):
    return [b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute) else None for b in cls.bases]


def resolve(classes, name, own_of, seen=()):
    """A class's own entries merged over its bases' (bases listed first win last, as in Python's MRO)."""
    entry = classes[name]
    merged = {}
    for b in reversed(entry['bases']):
        if b in classes and b not in seen:
            merged.update(resolve(classes, b, own_of, seen + (name,)))
    merged.update(own_of(entry))
    return merged


def relation(call):
    """A relation field's target class (`to=`, or the first argument) and related_name / related_query_name."""
    if callee(call) not in ('ForeignKey', 'OneToOneField', 'ManyToManyField', 'GenericRelation', 'TreeForeignKey'):
        return {}
    to = keyword(call, 'to') or (call.args[0] if call.args else None)
    out = {}
    if isinstance(to, ast.Constant) and isinstance(to.value, str):
        out['to'] = to.value.split('.')[-1]
    elif isinstance(to, ast.Name):
        out['to'] = to.id
    elif isinstance(to, ast.Attribute) and to.attr == 'AUTH_USER_MODEL':
        out['to'] = 'User'
    for k in ('related_name', 'related_query_name'):
        v = keyword(call, k)
        if isinstance(v, ast.Constant):
            out[k] = v.value
    return out


def model_classes(root):
    """Model class name → app, abstract flag, bases, fields (name → field class, choice set)."""
    classes = {}
    for path in sorted(list(root.glob('*/models/*.py')) + list(root.glob('*/models.py'))):
        app = path.relative_to(root).parts[0]
        for node in ast.parse(path.read_text(), str(path)).body:
            if not isinstance(node, ast.ClassDef) or node.name in classes:
                continue
            abstract = getattr(meta(node).get('abstract'), 'value', False) is True
            fields = {name: {'class': callee(call), 'choices': choices_name(call), **relation(call)} for name, call in assigned_calls(node)}
            classes[node.name] = {'app': app, 'abstract': abstract, 'bases': base_names(node), 'fields': fields}
    for name, c in classes.items():
        c['all_fields'] = resolve(classes, name, lambda e: e['fields'])
    return classes


def model_key(models, name):
    return f"{models[name]['app']}.{name.lower()}" if name in models else None


def serializer_choice_fields(root):
    """Model class name → {field: choice set, or None where a serializer declares it otherwise}."""
    classes = {}
    paths = list(root.glob('*/api/serializers_/*.py')) + list(root.glob('*/api/serializers.py')) + list(root.glob('netbox/api/serializers/*.py'))
    for path in sorted(paths):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ClassDef) and node.name not in classes:
                model = meta(node).get('model')
                # A field declared with anything but ChoiceField(choices=…) (e.g. cable_end = CharField()) has no choices.
                own = {name: choices_name(call) if callee(call) == 'ChoiceField' else None for name, call in assigned_calls(node)}
                classes[node.name] = {'bases': base_names(node), 'own': own, 'model': model.id if isinstance(model, ast.Name) else None}
    out = {}
    for name, c in classes.items():
        if c['model'] and 'Nested' not in name:
            out.setdefault(c['model'], {}).update(resolve(classes, name, lambda e: e['own']))
    return out


def derive_choices(root):
    sets = choice_sets(root)
    models = model_classes(root)
    serializers = serializer_choice_fields(root)
    fields = {}
    for cls, c in models.items():
        if c['abstract']:
            continue
        merged = {f: v['choices'] for f, v in c['all_fields'].items() if v['choices']}
        merged.update({f: v for f, v in serializers.get(cls, {}).items() if f in merged or v})
        merged = {f: s for f, s in merged.items() if s in sets}
        if merged:
            fields[model_key(models, cls)] = dict(sorted(merged.items()))
    return {
        'note': 'ChoiceSet classes of */choices.py, and which serializer ChoiceField or model field uses each. '
        'Labels are the untranslated strings.',
        'choice_sets': sets,
        'fields': dict(sorted(fields.items())),
    }


FILTER_KEYWORDS = ('field_name', 'lookup_expr', 'to_field_name', 'method', 'exclude', 'distinct', 'conjoined')


def filter_spec(call):
    spec = {'filter': callee(call)}
    for k in FILTER_KEYWORDS:
        v = keyword(call, k)
        if isinstance(v, ast.Constant):
            spec[k] = v.value
    qs = keyword(call, 'queryset')
    # queryset=Region.objects.all() → Region
    while isinstance(qs, (ast.Call, ast.Attribute)):
        qs = qs.func if isinstance(qs, ast.Call) else qs.value
    if isinstance(qs, ast.Name):
        spec['queryset'] = qs.id
    return spec


def derive_filters(root):
    models = model_classes(root)
    classes = {}
    paths = sorted(set(root.glob('*/filtersets.py')) | set(root.glob('*/base_filtersets.py')) | set(root.glob('*/filters.py')))
    for path in paths:
        for node in ast.parse(path.read_text(), str(path)).body:
            if not isinstance(node, ast.ClassDef):
                continue
            own = {}
            for name, call in assigned_calls(node):
                if (callee(call) or '').endswith('Filter'):
                    own[name] = {**filter_spec(call), 'declared_in': node.name}
            m = meta(node)
            fields = m.get('fields')
            meta_fields = []
            if isinstance(fields, (ast.Tuple, ast.List)):
                meta_fields = [e.value for e in fields.elts if isinstance(e, ast.Constant)]
            elif isinstance(fields, ast.Dict):
                meta_fields = [k.value for k in fields.keys if isinstance(k, ast.Constant)]
            model = m.get('model')
            classes.setdefault(node.name, {
                'bases': base_names(node),
                'own': own,
                'meta_fields': meta_fields,
                'model': model.id if isinstance(model, ast.Name) else None,
                'file': str(path.relative_to(root)),
            })
    out = {}
    for name, c in sorted(classes.items()):
        key = model_key(models, c['model']) if c['model'] else None
        if not key or not name.endswith('FilterSet'):
            continue
        declared = resolve(classes, name, lambda e: e['own'])
        model_fields = models[c['model']]['all_fields']
        out[key] = {
            'filterset': name,
            'file': c['file'],
            'filters': dict(sorted(declared.items())),
            'meta_fields': {f: (model_fields.get(f) or {}).get('class') for f in c['meta_fields'] if f not in declared},
        }
    return {
        'note': 'Filtersets of */filtersets.py: every declared filter (inherited ones included) with its class and '
        'arguments, and the names generated from model fields (Meta.fields) with the model field class '
        '(null: a field NetBox defines outside the model class body, e.g. in a base model or by Django).',
        'filtersets': out,
    }


# `search`: what each filterset's `q` matches.

LOOKUPS = {'exact', 'iexact', 'contains', 'icontains', 'startswith', 'istartswith', 'endswith', 'iendswith', 'regex', 'iregex',
           'in', 'net_contains_or_equals', 'net_contains', 'net_contained', 'net_contained_or_equal', 'net_host_contained'}


class Unsupported(Exception):
    pass


def c3(classes, name):
    """Python's method resolution order of a filterset class (bases outside NetBox's files are leaves)."""
    if name not in classes:
        return [name]
    seqs = [c3(classes, b) for b in classes[name]['bases'] if b] + [[b for b in classes[name]['bases'] if b]]
    out = [name]
    while any(seqs):
        for seq in seqs:
            head = seq[0] if seq else None
            if head and not any(head in s[1:] for s in seqs):
                break
        else:
            raise Unsupported(f'{name}: no consistent MRO')
        out.append(head)
        seqs = [s[1:] if s and s[0] == head else s for s in seqs]
    return out


def value_kind(expr):
    """How a search term's value is computed from `value`: its conversion (`as`) and whether it is stripped."""
    text = ast.unparse(expr)
    if 'value' not in text:
        raise Unsupported(f'value {text}')
    kind = None
    if isinstance(expr, ast.Call) and callee(expr) == 'int':
        kind = 'int'
    elif isinstance(expr, ast.Call) and callee(expr) == 'str' and expr.args:
        inner = expr.args[0]
        if isinstance(inner, ast.Attribute) and inner.attr == 'cidr' and isinstance(inner.value, ast.Call) and callee(inner.value) == 'IPNetwork':
            kind = 'cidr'
        elif isinstance(inner, ast.Call) and callee(inner) == 'IPNetwork':
            kind = 'network'
    elif text not in ('value', 'value.strip()'):
        raise Unsupported(f'value {text}')
    return {'value': text, 'strip': 'value.strip()' in text, 'as': kind}


class Search:
    """Reads one `search` method: its statements down to an OR of lookups (`terms`), or None (all rows)."""

    def __init__(self, classes, mro, models, model):
        self.classes, self.mro, self.models, self.model = classes, mro, models, model
        self.unfiltered = False

    def method(self, start):
        for i in range(start, len(self.mro)):
            c = self.classes.get(self.mro[i])
            if c and 'search' in c['methods']:
                return i, c['methods']['search']
        return None, None

    def run(self, start=0):
        i, fn = self.method(start)
        if fn is None:
            return None, None
        self.defined = getattr(self, 'defined', None) or self.mro[i]
        env = {'queryset': None}
        self.block(fn.body, env, i, guard=None)
        return env.get('__return__', None), self.mro[i]

    def block(self, body, env, at, guard):
        for stmt in body:
            if '__return__' in env:
                return
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                continue  # docstring
            if isinstance(stmt, ast.If):
                test = ast.unparse(stmt.test)
                if test == 'not value.strip()' and ast.unparse(stmt.body[0]) == 'return queryset':
                    continue  # a blank value: no filter
                if test == 'value.strip()' and not stmt.orelse:
                    self.block(stmt.body, env, at, guard)
                    continue
                raise Unsupported(f'if {test}')
            if isinstance(stmt, ast.Return):
                env['__return__'] = self.expr(stmt.value, env, at, guard)
            elif isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                name = stmt.targets[0].id
                if name in ('queryset', 'qs_filter'):
                    env[name] = self.expr(stmt.value, env, at, guard)
                else:
                    env[name] = self.subst(stmt.value, env)  # a converted value (int_value = int(value.strip()))
                    guard = guard or value_kind(env[name])['as']
            elif isinstance(stmt, ast.AugAssign) and isinstance(stmt.op, ast.BitOr) and isinstance(stmt.target, ast.Name):
                env[stmt.target.id] = env[stmt.target.id] + self.expr(stmt.value, env, at, guard)
            elif isinstance(stmt, ast.Try):
                caught = {ast.unparse(h.type) for h in stmt.handlers}
                if not all(ast.unparse(h.body[0]) == 'pass' for h in stmt.handlers):
                    raise Unsupported('try with a handler that does something')
                # A failed conversion skips the rest of the try block: its terms need the conversion.
                inner = dict(env)
                self.block(stmt.body, inner, at, guard=None)
                env.update({k: v for k, v in inner.items() if k in ('queryset', 'qs_filter')})
                if not caught:
                    raise Unsupported('bare except')
            else:
                raise Unsupported(ast.unparse(stmt))

    def subst(self, node, env):
        """The expression with local names replaced by what they were assigned."""
        class T(ast.NodeTransformer):
            def visit_Name(s, n):
                return env[n.id] if n.id in env and isinstance(env[n.id], ast.AST) else n
        return T().visit(ast.parse(ast.unparse(node), mode='eval').body)

    def expr(self, node, env, at, guard):
        """A queryset (None: every row; a list: an OR of terms) or a Q (a list of terms)."""
        if isinstance(node, ast.Name):
            return env[node.id]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            left, right = self.expr(node.left, env, at, guard), self.expr(node.right, env, at, guard)
            return None if left is None or right is None else left + right
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            base, attr = node.func.value, node.func.attr
            if attr == 'distinct':
                return self.expr(base, env, at, guard)
            if attr == 'search' and isinstance(base, ast.Call) and callee(base) == 'super':
                i, _ = self.method(at + 1)
                sub = {'queryset': None}
                self.block(self.method(at + 1)[1].body, sub, i, None)
                return sub.get('__return__')
            if attr == 'filter':
                # queryset.filter(…) on every row, or queryset.model.objects.filter(…) (all rows of the model)
                if ast.unparse(base) not in ('queryset', 'queryset.model.objects') or (ast.unparse(base) == 'queryset' and env['queryset'] is not None):
                    raise Unsupported(f'filter on {ast.unparse(base)}')
                if ast.unparse(base) == 'queryset.model.objects':
                    self.unfiltered = True
                terms = []
                for a in node.args:
                    terms += self.expr(a, env, at, guard)
                terms += self.q_kwargs(node.keywords, env, guard)
                if len(node.args) + len(node.keywords) != 1:
                    raise Unsupported('filter() with several conditions (AND)')
                return terms
        if isinstance(node, ast.Call) and callee(node) == 'Q':
            if node.args or len(node.keywords) != 1:
                raise Unsupported(f'{ast.unparse(node)}: not one lookup')
            return self.q_kwargs(node.keywords, env, guard)
        raise Unsupported(ast.unparse(node))

    def q_kwargs(self, keywords, env, guard):
        out = []
        for k in keywords:
            parts = k.arg.split('__')
            lookup = parts.pop() if parts[-1] in LOOKUPS and len(parts) > 1 else 'exact'
            v = value_kind(self.subst(k.value, env))
            term = {'path': '__'.join(parts), 'lookup': lookup, **v}
            if guard and guard != v['as']:
                term['when'] = guard
            term.update(self.resolve(parts))
            out.append(term)
        return out

    def resolve(self, parts):
        """The path as steps over NetBox's models: a forward relation by its name, a reverse one as `<app.model.field>`."""
        cur = self.model
        steps = []
        for i, part in enumerate(parts):
            fields = self.models[cur]['all_fields']
            f = fields.get(part)
            if i == len(parts) - 1:
                if f and f['class'] == 'GenericForeignKey':
                    return {'steps': steps + [part], 'error': f"'{part}' is a GenericForeignKey: Django raises FieldError"}
                return {'steps': steps + [part]}
            if f and f.get('to'):
                steps.append(part)
                cur = f['to']
                continue
            if f and f['class'] == 'GenericForeignKey':
                return {'steps': steps + parts[i:], 'error': f"'{part}' is a GenericForeignKey: Django raises FieldError"}
            found = None
            for name, c in self.models.items():
                if c['abstract']:
                    continue
                for fname, rf in c['all_fields'].items():
                    query = rf.get('related_query_name') or rf.get('related_name') or name.lower()
                    if rf.get('to') == cur and query == part:
                        found = (name, fname)
            if not found:
                return {'steps': steps + parts[i:], 'error': f"'{part}' not resolved on {cur}"}
            steps.append(f'<{model_key(self.models, found[0])}.{found[1]}>')
            cur = found[0]
        return {'steps': steps}


def derive_search(root):
    models = model_classes(root)
    declared = derive_filters(root)['filtersets']
    classes = {}
    paths = sorted(set(root.glob('*/filtersets.py')) | set(root.glob('*/base_filtersets.py')))
    for path in paths:
        for node in ast.parse(path.read_text(), str(path)).body:
            if isinstance(node, ast.ClassDef):
                methods = {f.name: f for f in node.body if isinstance(f, ast.FunctionDef)}
                classes.setdefault(node.name, {'bases': base_names(node), 'methods': methods})
    out = {}
    for key, fs in declared.items():
        name = fs['filterset']
        q = fs['filters'].get('q')
        model = next(n for n, c in models.items() if model_key(models, n) == key)
        entry = {'filterset': name}
        if not q or q.get('method') != 'search':
            entry.update({'q': False, 'terms': []})
        else:
            mro = c3(classes, name)
            search = Search(classes, mro, models, model)
            try:
                terms, defined = search.run()
            except Unsupported as e:
                print(f'derive.py: {key}: {name}.search not read ({e})', file=sys.stderr)
                entry['unsupported'] = str(e)
                terms, defined = None, None
            entry.update({'q': True, 'search_defined_in': defined, 'terms': terms or []})
            if search.unfiltered:
                # `queryset | queryset.model.objects.filter(…)`: those rows escape every filter applied before q.
                entry['unfiltered_or'] = True
            if terms is None:
                entry['matches'] = 'all'  # NetBoxModelFilterSet.search: the queryset unchanged
        out[key] = entry
    return {
        'note': "Each filterset's q (its search() method, found through the class's MRO): terms ORed together, each a "
        'Django lookup on a field path of the model (`steps`: forward relations by name, reverse ones as '
        '<app.model.field>), the value it compares (`value`: the Python expression; `strip`; `as`: converted with '
        'int() or netaddr.IPNetwork() (.cidr), the term left out when that fails) and `when`: a conversion the term '
        "does not use but that must succeed for it to apply. A blank value never filters. `matches: all`: search() "
        'returns the queryset unchanged. `unfiltered_or`: some terms are ORed as queryset.model.objects.filter(…), '
        'so the rows they match escape the filters applied before q (NetBox #21531, fixed in 4.5.5). NetBox\'s q is a forms.CharField (strip=True): search() always receives '
        'the value stripped, so value and value.strip() compare the same.',
        'filtersets': out,
    }


def main():
    what, root = sys.argv[1], Path(sys.argv[2])
    release = (root / 'release.yaml').read_text().splitlines()
    version = next(line.split(':', 1)[1].strip().strip('"') for line in release if line.startswith('version:'))
    data = {'choices': derive_choices, 'filters': derive_filters, 'search': derive_search}[what](root)
    json.dump({'netbox_version': version, **data}, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
