import { choices, f, model, predicate } from '../../codegen/dsl.js'

export const FHRPGroupProtocol = choices({
  vrrp2: 'VRRPv2',
  vrrp3: 'VRRPv3',
  carp: 'CARP',
  clusterxl: 'ClusterXL',
  hsrp: 'HSRP',
  glbp: 'GLBP',
  other: 'Other',
})

export const FHRPGroupAuthType = choices({
  plaintext: 'Plaintext',
  md5: 'MD5',
})

export const fhrpGroup = model({
  app: 'ipam',
  name: 'fhrpgroup',
  path: 'fhrp-groups',
  className: 'FHRPGroup',
  verbose: 'FHRP group',
  fields: {
    name: f.string({ max: 100 }),
    protocol: f.choice(FHRPGroupProtocol, { required: true, plain: true }), // NetBox serializes both as bare values
    group_id: f.integer({ required: true, min: 0, max: 32767, label: 'Group ID' }),
    auth_type: f.choice(FHRPGroupAuthType, { nullable: true, plain: true, label: 'Authentication type' }),
    auth_key: f.string({ max: 255, label: 'Authentication key' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    ip_addresses: f.reverseMany('ipam.ipaddress', 'assigned_object', { label: 'IP addresses' }),
  },
  brief: ['protocol', 'group_id', 'description'],
  display: ['{protocol}: {group_id} ({name})', '{protocol}: {group_id}'],
  ordering: ['protocol', 'group_id', 'id'],
  search: ['description', { path: 'group_id', lookup: 'contains' }, 'name'],
  filters: {
    related_ip: predicate('relatedIp'),
  },
})
