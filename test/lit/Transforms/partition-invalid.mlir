// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-partition)' --verify-diagnostics

// expected-error @+1 {{pyc-partition: @g_joint: 'pyc.joint_of' names @g, which is not a function of the module}}
func.func @g_joint(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    attributes {pyc.gradient_args = array<i64: 0>, pyc.joint_of = @g} {
  %y = pyc.exp %x : tensor<4xf32>
  %dx = pyc.mul %dy, %y : tensor<4xf32>
  return %y, %dx : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %y = pyc.mul %x, %w : tensor<4xf32>
  return %y : tensor<4xf32>
}

// One argument short of @f's.
// expected-error @+1 {{pyc-partition: @f_joint: its arguments do not begin with the 2 arguments of @f}}
func.func @f_joint(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    attributes {pyc.gradient_args = array<i64: 0>, pyc.joint_of = @f} {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = pyc.exp %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// Two gradients listed, one returned.
// expected-error @+1 {{pyc-partition: @f_joint: it has 2 results, not the 1 of @f and 2 gradients}}
func.func @f_joint(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    attributes {pyc.gradient_args = array<i64: 0, 1>, pyc.joint_of = @f} {
  %y = pyc.exp %x : tensor<4xf32>
  %dx = pyc.mul %dy, %y : tensor<4xf32>
  return %y, %dx : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %y = pyc.exp %x : tensor<?xf32>
  return %y : tensor<?xf32>
}

// expected-error @+1 {{pyc-partition: @f_joint: the bytes of a value of type 'tensor<?xf32>' are unknown}}
func.func @f_joint(%x: tensor<?xf32>, %dy: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    attributes {pyc.gradient_args = array<i64: 0>, pyc.joint_of = @f} {
  // expected-note @+1 {{the value, which the backward needs saved or recomputed}}
  %y = pyc.exp %x : tensor<?xf32>
  %dx = pyc.mul %dy, %y : tensor<?xf32>
  return %y, %dx : tensor<?xf32>, tensor<?xf32>
}
