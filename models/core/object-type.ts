import { f, model, predicate } from '../../codegen/dsl.js'

/**
 * NetBox's ObjectType (`core/object-types/`, also served at `extras/object-types/`): one row per
 * model of the registry, written at start (src/engine/object-types.ts) with the ids of
 * src/generated/object-types.ts, which are append-only (a model keeps its id for life).
 */
export const objectType = model({
  app: 'core',
  name: 'objecttype',
  path: 'object-types',
  webPath: false, // NetBox's serializer has no display_url
  className: 'ObjectType',
  verbose: 'object type',
  readOnly: true,
  fields: {
    app_label: f.string({ max: 100, required: true }),
    app_name: f.string({ max: 100, filter: false }),
    model: f.string({ max: 100, required: true }),
    model_name: f.string({ max: 100, filter: false }),
    model_name_plural: f.string({ max: 100, filter: false }),
    public: f.boolean({ default: false }),
    features: f.stringList({ maxLength: 50, filter: false }),
    is_plugin_model: f.boolean({ default: false, filter: false }),
    rest_api_endpoint: f.string({ max: 200, nullable: true, filter: false }),
    description: f.string({ max: 200, nullable: true, filter: false }),
    // NetBox's display is "<app name> > <Model Name>" (title-cased verbose name): kept here, not served.
    display_label: f.string({ max: 200, filter: false, writeOnly: true }),
  },
  // NetBox's serializer has no brief fields: brief mode shows everything.
  brief: ['app_label', 'app_name', 'model', 'model_name', 'model_name_plural', 'public', 'features', 'is_plugin_model', 'rest_api_endpoint', 'description'],
  display: '{display_label}',
  ordering: ['app_label', 'model'],
  search: ['app_label', 'model'],
  unique: [['app_label', 'model']],
  tags: false,
  customFields: false,
  changeLogged: false,
  lastUpdated: false,
  filters: {
    created: false, // NetBox's object types have no created
    features: predicate('arrayTextContains', 'features'),
  },
})
