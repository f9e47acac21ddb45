import { choices, exists, f, model, path, predicate } from '../../codegen/dsl.js'
import { WeightUnit } from './rack.js'

export const SubdeviceRole = choices({
  parent: 'Parent',
  child: 'Child',
})

export const DeviceAirflow = choices({
  'front-to-rear': 'Front to rear',
  'rear-to-front': 'Rear to front',
  'left-to-right': 'Left to right',
  'right-to-left': 'Right to left',
  'side-to-rear': 'Side to rear',
  'rear-to-side': 'Rear to side',
  'bottom-to-top': 'Bottom to top',
  'top-to-bottom': 'Top to bottom',
  passive: 'Passive',
  mixed: 'Mixed',
})

export const deviceType = model({
  app: 'dcim',
  name: 'devicetype',
  path: 'device-types',
  className: 'DeviceType',
  verbose: 'device type',
  fields: {
    manufacturer: f.fk('dcim.manufacturer', { required: true, onDelete: 'protect' }),
    default_platform: f.fk('dcim.platform', { onDelete: 'set_null' }),
    model: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    part_number: f.string({ max: 50, help: 'Discrete part number (optional)' }),
    u_height: f.decimal({ digits: 4, places: 1, min: 0, default: 1.0, label: 'Height (U)' }),
    exclude_from_utilization: f.boolean({
      default: false,
      help: 'Devices of this type are excluded when calculating rack utilization.',
    }),
    is_full_depth: f.boolean({
      default: true,
      help: 'Device consumes both front and rear rack faces.',
    }),
    subdevice_role: f.choice(SubdeviceRole, { nullable: true }),
    airflow: f.choice(DeviceAirflow, { nullable: true }),
    weight: f.decimal({ digits: 8, places: 2, min: 0, nullable: true }),
    weight_unit: f.choice(WeightUnit, { nullable: true }),
    // Images uploaded with multipart/form-data, under MEDIA_ROOT/devicetype-images/.
    front_image: f.image({ uploadTo: 'devicetype-images' }),
    rear_image: f.image({ uploadTo: 'devicetype-images' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    device_count: f.count('dcim.device', 'device_type'),
    console_port_template_count: f.count('dcim.consoleporttemplate', 'device_type', { filter: true, stored: true }),
    console_server_port_template_count: f.count('dcim.consoleserverporttemplate', 'device_type', { filter: true, stored: true }),
    power_port_template_count: f.count('dcim.powerporttemplate', 'device_type', { filter: true, stored: true }),
    power_outlet_template_count: f.count('dcim.poweroutlettemplate', 'device_type', { filter: true, stored: true }),
    interface_template_count: f.count('dcim.interfacetemplate', 'device_type', { filter: true, stored: true }),
    front_port_template_count: f.count('dcim.frontporttemplate', 'device_type', { filter: true, stored: true }),
    rear_port_template_count: f.count('dcim.rearporttemplate', 'device_type', { filter: true, stored: true }),
    device_bay_template_count: f.count('dcim.devicebaytemplate', 'device_type', { filter: true, stored: true }),
    module_bay_template_count: f.count('dcim.modulebaytemplate', 'device_type', { filter: true, stored: true }),
    inventory_item_template_count: f.count('dcim.inventoryitemtemplate', 'device_type', { filter: true, stored: true }),
  },
  unique: [
    ['manufacturer', 'model'],
    ['manufacturer', 'slug'],
  ],
  brief: ['manufacturer', 'model', 'slug', 'description', 'device_count'],
  display: '{model}',
  ordering: ['manufacturer', 'model', 'id'],
  search: ['manufacturer.name', 'model', 'part_number', 'description', 'comments'],
  filters: {
    pass_through_ports: predicate('excludeIsNull', 'dcim.frontporttemplate.device_type', 'dcim.rearporttemplate.device_type'),
    default_platform_id: path('default_platform', { tree: true }),
    default_platform: path('default_platform', { by: 'slug', tree: true }),
    console_ports: exists('dcim.consoleporttemplate', 'device_type'),
    console_server_ports: exists('dcim.consoleserverporttemplate', 'device_type'),
    power_ports: exists('dcim.powerporttemplate', 'device_type'),
    power_outlets: exists('dcim.poweroutlettemplate', 'device_type'),
    interfaces: exists('dcim.interfacetemplate', 'device_type'),
    device_bays: exists('dcim.devicebaytemplate', 'device_type'),
    module_bays: exists('dcim.modulebaytemplate', 'device_type'),
    inventory_items: exists('dcim.inventoryitemtemplate', 'device_type'),
    has_front_image: predicate('hasFile', 'front_image'),
    has_rear_image: predicate('hasFile', 'rear_image'),
  },
})
