import { choices, f, model, objectType, objectTypeId } from '../../codegen/dsl.js'

/** NetBox's CustomLinkButtonClassChoices: ButtonColorChoices plus Link (ghost-dark). */
export const CustomLinkButtonClass = choices({
  default: 'Default',
  blue: 'Blue',
  indigo: 'Indigo',
  purple: 'Purple',
  pink: 'Pink',
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  teal: 'Teal',
  cyan: 'Cyan',
  gray: 'Gray',
  black: 'Black',
  white: 'White',
  'ghost-dark': 'Link',
})

// Link text and URL are Jinja2 templates that NetBox renders in its web UI only: served as text.
export const customLink = model({
  app: 'extras',
  name: 'customlink',
  path: 'custom-links',
  className: 'CustomLink',
  verbose: 'custom link',
  fields: {
    object_types: f.stringList({ required: true, maxLength: 100, example: ['dcim.site'], help: 'The object type(s) to which this link applies.' }),
    name: f.string({ max: 100, required: true, unique: true }),
    enabled: f.boolean({ default: true }),
    link_text: f.text({ required: true, example: 'View {{ object.name }}', help: 'Jinja2 template code for link text' }),
    link_url: f.text({ required: true, label: 'Link URL', example: 'https://example.com/{{ object.id }}', help: 'Jinja2 template code for link URL' }),
    weight: f.integer({ min: 0, max: 32767, default: 100 }),
    group_name: f.string({ max: 50, help: 'Links with the same group will appear as a dropdown menu' }),
    button_class: f.choice(CustomLinkButtonClass, {
      default: 'default',
      plain: true,
      help: 'The class of the first link in a group will be used for the dropdown button',
    }),
    new_window: f.boolean({ default: false, help: 'Force link to open in a new window' }),
  },
  brief: ['name'],
  display: '{name}',
  ordering: ['group_name', 'weight', 'name'],
  search: ['name', 'link_text', 'link_url', 'group_name'],
  tags: false,
  customFields: false,
  filters: {
    object_type: objectType('object_types'), // NetBox's ContentTypeFilter: `?object_type=dcim.site`
    object_type_id: objectTypeId('object_types'),
  },
})
